import { useEffect, useState } from 'react'

/** False during SSR and hydration, true after: gates what only the browser may know. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}

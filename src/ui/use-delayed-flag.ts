import { useEffect, useState } from 'react'

/** True once `ms` have passed since mount (and `enabled` holds); false on the server and during hydration. */
export function useDelayedFlag(ms: number, enabled = true): boolean {
  const [elapsed, setElapsed] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const id = window.setTimeout(() => setElapsed(true), ms)
    return () => window.clearTimeout(id)
  }, [ms, enabled])
  return enabled && elapsed
}

/** Dismissal remembered for this browser session only. */
export function useSessionFlag(key: string): [boolean, () => void] {
  const [set, setSet] = useState(true)
  useEffect(() => {
    try {
      setSet(window.sessionStorage.getItem(key) === '1')
    } catch {
      setSet(false)
    }
  }, [key])
  const mark = () => {
    setSet(true)
    try {
      window.sessionStorage.setItem(key, '1')
    } catch {
      // Storage blocked: dismissed for this page view only.
    }
  }
  return [set, mark]
}

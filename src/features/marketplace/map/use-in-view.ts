import { useEffect, useRef, useState } from 'react'

/**
 * Becomes true once the element nears the viewport (or `activate` is called) and stays true. With `onlyFrom`, a
 * media query, it watches the viewport only where that query matches; elsewhere only `activate` turns it on.
 */
export function useInView<T extends HTMLElement>(rootMargin = '200px', onlyFrom?: string) {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const node = ref.current
    if (!node || inView) return
    if (onlyFrom && !window.matchMedia(onlyFrom).matches) return
    if (!('IntersectionObserver' in window)) return setInView(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true)
          observer.disconnect()
        }
      },
      { rootMargin },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [inView, rootMargin, onlyFrom])
  return { ref, inView, activate: () => setInView(true) }
}

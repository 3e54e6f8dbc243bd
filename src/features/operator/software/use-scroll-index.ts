import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/** Index of the card at the start of a horizontal scroll-snap track; it follows swipes and wheel scrolling. */
export function useScrollIndex(track: RefObject<HTMLElement | null>, count: number, resetKey: string) {
  const [index, setIndex] = useState(0)
  const shownKey = useRef(resetKey)

  useEffect(() => {
    const node = track.current
    if (!node) return
    // Another panel's cards start at the first; the server's track already does, and scrolling it in the hydration
    // effect made the browser lay the page out before its first paint (ADR 0104).
    if (shownKey.current !== resetKey) {
      shownKey.current = resetKey
      node.scrollTo({ left: 0 })
      setIndex(0)
    }
    const onScroll = () => {
      const first = node.firstElementChild as HTMLElement | null
      if (!first) return
      const step = first.offsetWidth + parseFloat(getComputedStyle(node).columnGap || '0')
      const atEnd = node.scrollLeft + node.clientWidth >= node.scrollWidth - 4
      setIndex(atEnd ? count - 1 : Math.min(count - 1, Math.round(node.scrollLeft / step)))
    }
    node.addEventListener('scroll', onScroll, { passive: true })
    return () => node.removeEventListener('scroll', onScroll)
  }, [track, count, resetKey])

  const go = useCallback(
    (next: number) => {
      const node = track.current
      const target = node?.children[Math.max(0, Math.min(count - 1, next))] as HTMLElement | undefined
      if (!node || !target) return
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      node.scrollTo({ left: target.offsetLeft - node.offsetLeft, behavior: smooth ? 'smooth' : 'auto' })
      setIndex(Math.max(0, Math.min(count - 1, next)))
    },
    [track, count],
  )

  return { index, go }
}

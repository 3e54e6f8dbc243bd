import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * The search text lives in local state so typing stays instant, and is mirrored into ?q= (replace, so no history
 * entry per keystroke) so a reload or a shared link keeps it.
 */
export function useBlogQuery(fromUrl: string | undefined) {
  const navigate = useNavigate({ from: '/$lang/blog/' })
  const [query, setQuery] = useState(fromUrl ?? '')

  // Back/forward and links change the URL without typing: follow them.
  useEffect(() => setQuery((current) => (current.trim() === (fromUrl ?? '') ? current : (fromUrl ?? ''))), [fromUrl])

  useEffect(() => {
    const q = query.trim() || undefined
    if (q === fromUrl) return
    // Clearing is one action, not typing: the URL follows at once, so a tag picked right after cannot keep the old q.
    const timer = setTimeout(
      () => void navigate({ search: (prev) => ({ ...prev, q }), replace: true, resetScroll: false }),
      q ? 250 : 0,
    )
    return () => clearTimeout(timer)
  }, [query, fromUrl, navigate])

  return [query, setQuery] as const
}

import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { relativeTime } from '~/lib/relative-time'
import { useLang, useT } from '~/i18n/use-lang'

/**
 * "Dostępność zaktualizowana: 2 dni temu", from the operator's latest unit change in the panel. The page may come
 * from the edge cache, so the server's wording is replaced with the browser's own clock after hydration.
 */
export function AvailabilityFreshness({ updatedAt }: { updatedAt: string | null }) {
  const t = useT()
  const lang = useLang()
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => setNow(Date.now()), [])
  if (!updatedAt) return null
  return (
    <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })} data-testid="availability-freshness">
      <time dateTime={updatedAt} suppressHydrationWarning>
        {t('marketplace.freshness', { when: relativeTime(lang, updatedAt, now ?? undefined) })}
      </time>
    </p>
  )
}

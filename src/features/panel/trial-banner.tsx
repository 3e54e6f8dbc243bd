import { queryOptions, useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { mailbox } from '@kernel/brand'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'
import { formatLongDate } from '~/lib/datetime'

/** The company's trial (issue 42): null for a paying company. */
export const trialQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'trial'] as const,
    queryFn: ({ signal }) =>
      read(api.panel.trial.$get({ query: clientId ? { clientId: String(clientId) } : {} }, callOptions({ signal }))),
    staleTime: 60_000,
  })

const note = css({ mt: '2', p: '2', borderRadius: 'md', fontSize: 'sm', fontWeight: '600' })

/**
 * The trial's line under the company's name: until when it runs, or, once it has ended, that the panel is
 * read-only but for inquiries and reservations, and how to continue (the sales mailbox).
 */
export function TrialBanner({ clientId }: { clientId: number | undefined }) {
  const t = useT()
  const lang = useLang()
  const { data: trial } = useQuery(trialQuery(clientId))
  if (!trial?.endsAt) return null
  const date = formatLongDate(lang, trial.endsAt)
  return trial.ended ? (
    <p role="note" className={`${note} ${css({ bg: 'warning.50', color: 'warning.700' })}`} data-testid="trial-ended">
      {t('panel.trial.ended', { date, email: mailbox('sprzedaz') })}
    </p>
  ) : (
    <p className={`${note} ${css({ bg: 'bg.subtle', color: 'fg.muted' })}`} data-testid="trial-ends">
      {t('panel.trial.endsOn', { date })}
    </p>
  )
}

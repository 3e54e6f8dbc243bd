import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { badge, button, card } from 'styled-system/recipes'
import type { CompanyVerification, EvidenceRow } from '@api/contract/verification'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { formatDateTime } from '~/lib/datetime'
import { toast } from '~/ui/toast'
import { verificationQuery } from '../queries'

const STATUS_TONE = { unverified: 'neutral', verified: 'success', needs_review: 'accent', refused: 'danger' } as const
const OUTCOME_TONE = { pass: 'success', mismatch: 'accent', refused: 'danger', unavailable: 'neutral' } as const

type Compared = { ours: string; theirs: string | null; match: boolean }
const comparedOf = (value: unknown): Compared | null =>
  value && typeof value === 'object' && 'match' in value ? (value as Compared) : null

/** What one register said, in words: its status, the name and address it holds, or why it did not answer. */
function Details({ row }: { row: EvidenceRow }) {
  const t = useT()
  const c = row.compared
  if (row.register === 'checksum') return null
  if (row.outcome === 'unavailable') {
    const reason = String(c.reason ?? 'error') as 'timeout' | 'rate_limited' | 'error' | 'unconfigured'
    return <p>{t('panel.verification.noAnswer', { reason: t(`panel.verification.reasons.${reason}`) })}</p>
  }
  if (c.found === false) return <p>{t('panel.verification.notFound')}</p>
  const name = comparedOf(c.name)
  const address = comparedOf(c.address)
  return (
    <ul className={css({ display: 'grid', gap: '1', listStyle: 'none' })}>
      {typeof c.status === 'string' ? <li>{t('panel.verification.registerStatus', { status: c.status })}</li> : null}
      {name ? <li>{t('panel.verification.name', { theirs: name.theirs ?? '—' })}</li> : null}
      {address ? <li>{t('panel.verification.address', { theirs: address.theirs ?? '—' })}</li> : null}
      {row.requestId ? (
        <li className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>
          {t('panel.verification.requestId', { id: row.requestId })}
        </li>
      ) : null}
    </ul>
  )
}

export function EvidenceTable({ state }: { state: CompanyVerification }) {
  const t = useT()
  if (state.evidence.length === 0) return <p className={css({ color: 'fg.muted' })}>{t('panel.verification.none')}</p>
  return (
    // A phone scrolls the table sideways: the region takes focus so keyboards can scroll it too.
    <div
      className={css({ overflowX: 'auto' })}
      role="region"
      aria-label={t('panel.verification.evidence')}
      tabIndex={0}
    >
      <table
        className={css({
          w: 'full',
          fontSize: 'sm',
          borderCollapse: 'collapse',
          '& th, & td': {
            textAlign: 'left',
            p: '2',
            verticalAlign: 'top',
            borderBottom: '1px solid',
            borderColor: 'border.default',
          },
        })}
      >
        <caption className={css({ textAlign: 'left', fontWeight: '700', mb: '2', color: 'fg.strong' })}>
          {t('panel.verification.evidence')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('panel.verification.register')}</th>
            <th scope="col">{t('panel.verification.result')}</th>
            <th scope="col">{t('panel.verification.details')}</th>
          </tr>
        </thead>
        <tbody>
          {state.evidence.map((row) => (
            <tr key={row.register} data-testid={`evidence-${row.register}`}>
              <th scope="row">{t(`panel.verification.registers.${row.register}`)}</th>
              <td>
                <span className={badge({ tone: OUTCOME_TONE[row.outcome] })}>
                  {t(`panel.verification.outcomes.${row.outcome}`)}
                </span>
              </td>
              <td>
                <Details row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The panel's "Weryfikacja" (issue 42): the status, each register's answer and date, and "Sprawdź ponownie". */
export function VerificationView({ clientId, readOnly }: { clientId: number | undefined; readOnly: boolean }) {
  const t = useT()
  const lang = useLang()
  const queryClient = useQueryClient()
  const { data: state } = useSuspenseQuery(verificationQuery(clientId))
  const [busy, setBusy] = useState(false)
  const recheck = async () => {
    if (busy) return
    setBusy(true)
    try {
      const next = await read(api.panel.verification.$post({ json: {} }))
      queryClient.setQueryData(verificationQuery(clientId).queryKey, next)
      toast(t('panel.verification.checked'), 'success')
    } catch (error) {
      toast(
        error instanceof ApiError && error.status === 429
          ? t('panel.verification.limited')
          : t('panel.verification.failed'),
        'error',
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={css({ display: 'grid', gap: '6', maxW: '3xl' })}>
      <section className={card({ padded: true })} aria-labelledby="verification-status">
        <h2
          id="verification-status"
          className={css({ textStyle: 'h3', display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
        >
          <span className={badge({ tone: STATUS_TONE[state.status] })} data-testid="verification-status">
            {t(`panel.verification.status.${state.status}`)}
          </span>
        </h2>
        <p className={css({ mt: '2' })}>{t(`panel.verification.statusHelp.${state.status}`)}</p>
        {state.nip ? (
          <p className={css({ mt: '2', color: 'fg.muted' })}>{t('panel.verification.nip', { nip: state.nip })}</p>
        ) : (
          <p className={css({ mt: '2' })}>{t('panel.verification.noNip')}</p>
        )}
        {state.vatExempt ? <p className={css({ mt: '2' })}>{t('panel.verification.vatExempt')}</p> : null}
        {state.verifiedAt ? (
          <p className={css({ mt: '2', color: 'fg.muted' })}>
            {t('panel.verification.verifiedAt', { date: formatDateTime(lang, state.verifiedAt) })}
          </p>
        ) : null}
        {state.checkedAt ? (
          <p className={css({ color: 'fg.muted' })}>
            {t('panel.verification.checkedAt', { date: formatDateTime(lang, state.checkedAt) })}
          </p>
        ) : null}
        {state.nip && !readOnly ? (
          <button
            type="button"
            className={button({ variant: 'primary' }) + ' ' + css({ mt: '4' })}
            onClick={() => void recheck()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('panel.verification.checking') : t('panel.verification.check')}
          </button>
        ) : null}
      </section>
      <section className={card({ padded: true })}>
        <EvidenceTable state={state} />
      </section>
      <Link to="/$lang/verification" params={{ lang }} className={css({ color: 'fg.brand', fontWeight: '600' })}>
        {t('panel.verification.how')}
      </Link>
    </div>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { badge, button } from 'styled-system/recipes'
import type { PublicationCompany, ReviewDraft } from '@api/contract/onboarding'
import { PANEL_SEGMENTS } from '@api/contract/panel-paths'
import { formatMoney } from '@kernel/money'
import type { Translate } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { formatShortDateTime } from '~/lib/datetime'
import { DataTable } from '~/ui/table/data-table'
import { toast } from '~/ui/toast'
import { ReasonForm } from '../moderation/reason-form'
import { publicationQuery } from './publication-queries'

const card = css({
  display: 'grid',
  gap: '3',
  bg: 'white',
  p: { base: '4', md: '6' },
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
  minW: '0',
})
const muted = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })
const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })

const REGISTERS = ['checksum', 'vat', 'krs', 'ceidg', 'regon'] as const
const OUTCOMES = ['pass', 'mismatch', 'refused', 'unavailable'] as const
const isOf =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value)
const isRegister = isOf(REGISTERS)
const isOutcome = isOf(OUTCOMES)

/** A code the console does not know reads "unknown", never as the code itself (ADR 0019). */
const registerName = (t: Translate, code: string) =>
  t(isRegister(code) ? `onboarding.queue.registers.${code}` : 'onboarding.queue.unknown')
const outcomeName = (t: Translate, code: string) =>
  t(isOutcome(code) ? `onboarding.queue.outcomes.${code}` : 'onboarding.queue.unknown')

/**
 * The compared fields of one check: each field as the register names it, with its result in words when it is one
 * of the outcomes (the values are the registers' data, shown as they came).
 */
const comparedText = (t: Translate, compared: Record<string, unknown>) =>
  Object.entries(compared)
    .map(([field, value]) => {
      const shown =
        typeof value === 'string' && isOutcome(value)
          ? outcomeName(t, value)
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value)
      return `${field}: ${shown}`
    })
    .join(', ')

function Draft({ company, draft }: { company: PublicationCompany; draft: ReviewDraft }) {
  const t = useT()
  const lang = useLang()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const refused = company.verification === 'refused'
  // The superadmin's read-only view of the operator's panel shows the draft as the operator edits it.
  const preview = `/${lang}/${PANEL_SEGMENTS.panelListing[lang]}?clientId=${company.id}&facilityId=${draft.id}`
  const publish = async () => {
    if (busy) return
    setBusy(true)
    try {
      await read(api.superadmin.publication.facilities[':id'].publish.$post({ param: { id: String(draft.id) } }))
      toast(t('onboarding.queue.published', { name: draft.name }), 'success')
    } catch {
      toast(t('onboarding.queue.failed'), 'error')
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
    }
  }
  return (
    <li className={css({ display: 'grid', gap: '2', py: '3', borderTop: '1px solid', borderColor: 'border.default' })}>
      <p className={css({ fontWeight: '700', overflowWrap: 'anywhere' })}>{draft.name}</p>
      <p className={muted}>
        {[
          draft.address,
          t('onboarding.queue.units', { count: draft.units }),
          draft.priceFrom === null
            ? null
            : t('onboarding.queue.priceFrom', { price: formatMoney(draft.priceFrom, lang, { currency: false }) }),
          draft.submittedAt
            ? t('onboarding.queue.submittedAt', { when: formatShortDateTime(lang, draft.submittedAt) ?? '' })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>
        <a href={preview} className={link}>
          {t('onboarding.queue.preview')}
        </a>
      </p>
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'end' })}>
        {refused ? null : (
          <button
            type="button"
            className={button({ size: 'sm' })}
            aria-disabled={busy || undefined}
            onClick={() => void publish()}
            data-testid="review-publish"
          >
            {t('onboarding.queue.publish')}
          </button>
        )}
        <ReasonForm
          label={t('onboarding.queue.reject')}
          testId="review-reject"
          onSubmit={(reason) =>
            read(
              api.superadmin.publication.facilities[':id'].reject.$post({
                param: { id: String(draft.id) },
                json: { reason },
              }),
            )
          }
        />
      </div>
    </li>
  )
}

function Company({ company }: { company: PublicationCompany }) {
  const t = useT()
  const lang = useLang()
  const name = company.companyName ?? `#${company.id}`
  const headingId = `review-company-${company.id}`
  return (
    <section aria-labelledby={headingId} className={card} data-testid="review-company">
      <h2 id={headingId} className={css({ fontWeight: '700', fontSize: 'xl', overflowWrap: 'anywhere' })}>
        {name}
      </h2>
      <p className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
        {company.nip ? <span>{t('onboarding.queue.nip', { nip: company.nip })}</span> : null}
        <span
          className={badge({
            tone:
              company.verification === 'verified'
                ? 'success'
                : company.verification === 'refused'
                  ? 'danger'
                  : 'accent',
          })}
          data-testid="review-verification"
        >
          {t('onboarding.queue.verification', {
            status: t(`onboarding.queue.status.${company.verification}`),
          })}
        </span>
        {company.verifiedAt ? (
          <span className={muted}>
            {t('onboarding.queue.verifiedAt', { when: formatShortDateTime(lang, company.verifiedAt) ?? '' })}
          </span>
        ) : null}
      </p>
      {company.verification === 'refused' ? (
        <p className={css({ color: 'danger.700', fontWeight: '600' })} data-testid="review-refused">
          {t('onboarding.queue.refusedNote')}
        </p>
      ) : null}
      <h3 className={css({ fontWeight: '700' })}>{t('onboarding.queue.evidence')}</h3>
      {company.checks.length ? (
        <DataTable
          caption={t('onboarding.queue.evidenceCaption', { company: name })}
          rows={company.checks}
          rowKey={(k) => `${k.register}-${k.checkedAt}-${k.requestId ?? ''}`}
          columns={[
            { header: 'onboarding.queue.register', cell: (k) => registerName(t, k.register) },
            { header: 'onboarding.queue.requestId', cell: (k) => k.requestId ?? '—' },
            { header: 'onboarding.queue.outcome', cell: (k) => outcomeName(t, k.outcome) },
            { header: 'onboarding.queue.compared', cell: (k) => comparedText(t, k.compared) || '—' },
            { header: 'onboarding.queue.checkedAt', cell: (k) => formatShortDateTime(lang, k.checkedAt) ?? '—' },
          ]}
        />
      ) : (
        <p className={muted}>{t('onboarding.queue.noEvidence')}</p>
      )}
      <h3 className={css({ fontWeight: '700' })}>{t('onboarding.queue.drafts')}</h3>
      <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
        {company.drafts.map((draft) => (
          <Draft key={draft.id} company={company} draft={draft} />
        ))}
      </ul>
    </section>
  )
}

/** Issue 42: the console's "Do weryfikacji": each company with submitted facilities, its evidence and decisions. */
export function PublicationQueue() {
  const t = useT()
  const { data } = useQuery(publicationQuery)
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <p className={css({ color: 'fg.muted', maxW: 'prose' })}>{t('onboarding.queue.lead')}</p>
      {data?.companies.length ? (
        data.companies.map((company) => <Company key={company.id} company={company} />)
      ) : (
        <p data-testid="review-empty">{t('onboarding.queue.empty')}</p>
      )}
    </div>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { badge, button } from 'styled-system/recipes'
import type { ReviewCompany, ReviewDraft } from '@api/contract/onboarding'
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
import { reviewQuery } from './review-queries'

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
  t(isRegister(code) ? `onboarding.review.registers.${code}` : 'onboarding.review.unknown')
const outcomeName = (t: Translate, code: string) =>
  t(isOutcome(code) ? `onboarding.review.outcomes.${code}` : 'onboarding.review.unknown')

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

function Draft({ company, draft }: { company: ReviewCompany; draft: ReviewDraft }) {
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
      await read(api.superadmin.review.facilities[':id'].publish.$post({ param: { id: String(draft.id) } }))
      toast(t('onboarding.review.published', { name: draft.name }), 'success')
    } catch {
      toast(t('onboarding.review.failed'), 'error')
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
          t('onboarding.review.units', { count: draft.units }),
          draft.priceFrom === null
            ? null
            : t('onboarding.review.priceFrom', { price: formatMoney(draft.priceFrom, lang, { currency: false }) }),
          draft.submittedAt
            ? t('onboarding.review.submittedAt', { when: formatShortDateTime(lang, draft.submittedAt) ?? '' })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>
        <a href={preview} className={link}>
          {t('onboarding.review.preview')}
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
            {t('onboarding.review.publish')}
          </button>
        )}
        <ReasonForm
          label={t('onboarding.review.reject')}
          testId="review-reject"
          onSubmit={(reason) =>
            read(
              api.superadmin.review.facilities[':id'].reject.$post({
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

function Company({ company }: { company: ReviewCompany }) {
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
        {company.nip ? <span>{t('onboarding.review.nip', { nip: company.nip })}</span> : null}
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
          {t('onboarding.review.verification', {
            status: t(`onboarding.review.status.${company.verification}`),
          })}
        </span>
        {company.verifiedAt ? (
          <span className={muted}>
            {t('onboarding.review.verifiedAt', { when: formatShortDateTime(lang, company.verifiedAt) ?? '' })}
          </span>
        ) : null}
      </p>
      {company.verification === 'refused' ? (
        <p className={css({ color: 'danger.700', fontWeight: '600' })} data-testid="review-refused">
          {t('onboarding.review.refusedNote')}
        </p>
      ) : null}
      <h3 className={css({ fontWeight: '700' })}>{t('onboarding.review.evidence')}</h3>
      {company.checks.length ? (
        <DataTable
          caption={t('onboarding.review.evidenceCaption', { company: name })}
          rows={company.checks}
          rowKey={(k) => `${k.register}-${k.checkedAt}-${k.requestId ?? ''}`}
          columns={[
            { header: 'onboarding.review.register', cell: (k) => registerName(t, k.register) },
            { header: 'onboarding.review.requestId', cell: (k) => k.requestId ?? '—' },
            { header: 'onboarding.review.outcome', cell: (k) => outcomeName(t, k.outcome) },
            { header: 'onboarding.review.compared', cell: (k) => comparedText(t, k.compared) || '—' },
            { header: 'onboarding.review.checkedAt', cell: (k) => formatShortDateTime(lang, k.checkedAt) ?? '—' },
          ]}
        />
      ) : (
        <p className={muted}>{t('onboarding.review.noEvidence')}</p>
      )}
      <h3 className={css({ fontWeight: '700' })}>{t('onboarding.review.drafts')}</h3>
      <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
        {company.drafts.map((draft) => (
          <Draft key={draft.id} company={company} draft={draft} />
        ))}
      </ul>
    </section>
  )
}

/** Issue 42: the console's "Do weryfikacji": each company with submitted facilities, its evidence and decisions. */
export function ReviewQueue() {
  const t = useT()
  const { data } = useQuery(reviewQuery)
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <p className={css({ color: 'fg.muted', maxW: 'prose' })}>{t('onboarding.review.lead')}</p>
      {data?.companies.length ? (
        data.companies.map((company) => <Company key={company.id} company={company} />)
      ) : (
        <p data-testid="review-empty">{t('onboarding.review.empty')}</p>
      )}
    </div>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { badge, button, card } from 'styled-system/recipes'
import { adminHead } from '~/features/admin/head'
import { PageTitle } from '~/features/admin/page-title'
import { settle } from '~/features/admin/queries'
import { DecisionForm } from '~/features/admin/verification/decision-form'
import { companiesByStatusQuery, companyEvidenceQuery } from '~/features/admin/verification/verification-queries'
import { VERIFICATION_FILTERS, verificationSearch } from '~/features/admin/verification/verification-search'
import { EvidenceTable } from '~/features/panel/verification/verification-view'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { formatDateTime } from '~/lib/datetime'
import { DataTable } from '~/ui/table/data-table'
import { toast } from '~/ui/toast'

/** Issue 42: companies by verification status ("Do sprawdzenia" first), one company's evidence and the decision. */
export const Route = createFileRoute('/admin/verification')({
  head: adminHead('admin.verification.title'),
  validateSearch: verificationSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    settle(
      Promise.all([
        context.queryClient.ensureQueryData(companiesByStatusQuery(deps.status ?? 'needs_review')),
        deps.clientId ? context.queryClient.ensureQueryData(companyEvidenceQuery(deps.clientId)) : null,
      ]),
    ),
  component: VerificationConsolePage,
})

const STATUS_TONE = { unverified: 'neutral', verified: 'success', needs_review: 'accent', refused: 'danger' } as const

function VerificationConsolePage() {
  const t = useT()
  const lang = useLang()
  const { status = 'needs_review', clientId } = Route.useSearch()
  const { data } = useQuery(companiesByStatusQuery(status))
  return (
    <>
      <PageTitle title={t('admin.verification.title')} />
      <p className={css({ color: 'fg.muted', mb: '4' })}>{t('admin.verification.lead')}</p>
      <nav
        aria-label={t('admin.verification.filter')}
        className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mb: '4' })}
      >
        {VERIFICATION_FILTERS.map((filter) => (
          <Link
            key={filter}
            to="/admin/verification"
            search={{ status: filter }}
            aria-current={filter === status ? 'page' : undefined}
            className={button({ size: 'sm', variant: filter === status ? 'primary' : 'outline' })}
          >
            {t(`admin.verification.filters.${filter}`)}
          </Link>
        ))}
      </nav>
      {data?.items.length ? (
        <DataTable
          caption={t(`admin.verification.filters.${status}`)}
          rows={data.items}
          rowKey={(row) => row.clientId}
          columns={[
            { header: 'admin.verification.company', cell: (row) => row.companyName ?? `#${row.clientId}` },
            { header: 'admin.verification.nip', cell: (row) => row.nip ?? '—' },
            {
              header: 'admin.verification.status',
              cell: (row) => (
                <span className={badge({ tone: STATUS_TONE[row.status] })}>
                  {t(`panel.verification.status.${row.status}`)}
                </span>
              ),
            },
            {
              header: 'admin.verification.checkedAt',
              cell: (row) => (row.checkedAt ? formatDateTime(lang, row.checkedAt) : '—'),
            },
            {
              header: 'admin.verification.flaggedAt',
              cell: (row) => (row.flaggedAt ? formatDateTime(lang, row.flaggedAt) : '—'),
            },
            {
              header: 'admin.verification.open',
              cell: (row) => (
                <Link
                  to="/admin/verification"
                  search={{ status, clientId: row.clientId }}
                  className={css({ color: 'fg.brand', fontWeight: '600' })}
                >
                  {t('admin.verification.open')}
                  <span className={css({ srOnly: true })}> {row.companyName ?? `#${row.clientId}`}</span>
                </Link>
              ),
            },
          ]}
        />
      ) : (
        <p className={css({ color: 'fg.muted' })}>{t('admin.verification.empty')}</p>
      )}
      {clientId ? <CompanyEvidence clientId={clientId} /> : null}
    </>
  )
}

function CompanyEvidence({ clientId }: { clientId: number }) {
  const t = useT()
  const lang = useLang()
  const queryClient = useQueryClient()
  const { data: state } = useQuery(companyEvidenceQuery(clientId))
  const [busy, setBusy] = useState(false)
  const recheck = async () => {
    if (busy) return
    setBusy(true)
    try {
      await read(api.superadmin.verification[':id'].check.$post({ param: { id: String(clientId) }, json: {} }))
      await queryClient.invalidateQueries({ queryKey: ['admin', 'verification'] })
      toast(t('admin.verification.checked'), 'success')
    } catch {
      toast(t('admin.verification.failed'), 'error')
    } finally {
      setBusy(false)
    }
  }
  if (!state) return null
  return (
    <section
      aria-labelledby="verification-evidence"
      className={card({ padded: true }) + ' ' + css({ mt: '8', display: 'grid', gap: '4' })}
    >
      <h2 id="verification-evidence" className={css({ textStyle: 'h3' })}>
        {t('admin.verification.evidenceOf', { company: state.companyName ?? `#${clientId}` })}
      </h2>
      <p>
        <span className={badge({ tone: STATUS_TONE[state.status] })}>
          {t(`panel.verification.status.${state.status}`)}
        </span>
      </p>
      {state.decision ? (
        <p>
          {t('admin.verification.lastDecision', {
            status: t(`panel.verification.status.${state.decision.status}`),
            reason: state.decision.reason,
            date: formatDateTime(lang, state.decision.at),
          })}
        </p>
      ) : null}
      <EvidenceTable state={state} />
      <button
        type="button"
        className={button({ size: 'sm', variant: 'outline' }) + ' ' + css({ w: 'fit-content' })}
        onClick={() => void recheck()}
        aria-disabled={busy || undefined}
      >
        {t('admin.verification.check')}
      </button>
      <DecisionForm clientId={clientId} />
    </section>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { formatDateTime } from '~/lib/datetime'
import { NoteForm, StageActions } from '~/features/panel/inquiry-actions'
import { inquiryQuery } from '~/features/panel/queries'
import { StageBadge } from '~/features/panel/stage-badge'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
import { ArrowLeftIcon, MailIcon } from '~/ui/icons'

const box = css({
  bg: 'white',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
  p: { base: '4', md: '6' },
})
const h2 = css({ fontWeight: '700', fontSize: 'lg', color: 'fg.strong', mb: '3' })

export const Route = createFileRoute('/$lang/_panel/panel-inquiries/$id')({
  loaderDeps: ({ search }) => ({ clientId: search.clientId }),
  loader: async ({ context, params, deps }) => {
    const id = Number(params.id)
    if (!Number.isSafeInteger(id) || id < 1) throw notFound()
    try {
      await context.queryClient.ensureQueryData(inquiryQuery(id, deps.clientId))
    } catch (error) {
      // Another company's inquiry is "not found" here too, as in the API.
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  component: InquiryPage,
})

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' },
        gap: '1',
        py: '2',
        borderTop: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>{label}</dt>
      <dd className={css({ overflowWrap: 'anywhere' })}>{children}</dd>
    </div>
  )
}

function InquiryPage() {
  const t = useT()
  const lang = useLang()
  const { id } = Route.useParams()
  const { clientId } = Route.useSearch()
  const { data: inquiry } = useSuspenseQuery(inquiryQuery(Number(id), clientId))
  const readOnly = Boolean(clientId)
  const subject = t('panel.inquiry.replySubject', { facility: inquiry.facilityName })
  const mailto = `mailto:${encodeURIComponent(inquiry.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`
  return (
    <>
      <Link
        to="/$lang/panel-inquiries"
        params={{ lang }}
        search={clientId ? { clientId } : {}}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          color: 'fg.brand',
          fontWeight: '600',
          mb: '3',
        })}
      >
        <ArrowLeftIcon size={16} />
        {t('panel.inquiry.back')}
      </Link>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mb: '6' })}>
        <h1 className={css({ textStyle: 'h2', overflowWrap: 'anywhere' })}>
          {t('panel.inquiry.title', { name: inquiry.name })}
        </h1>
        <span data-testid="inquiry-stage">
          <StageBadge stage={inquiry.stage} />
        </span>
      </div>
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
          <section aria-labelledby="inquiry-message" className={box}>
            <h2 id="inquiry-message" className={h2}>
              {t('panel.inquiry.message')}
            </h2>
            {inquiry.message ? (
              <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })} data-testid="inquiry-message">
                {inquiry.message}
              </p>
            ) : (
              <p className={css({ color: 'fg.muted' })}>{t('panel.inquiry.noMessage')}</p>
            )}
          </section>
          <section aria-labelledby="inquiry-details" className={box}>
            <h2 id="inquiry-details" className={h2}>
              {t('panel.inquiry.details')}
            </h2>
            <dl>
              <Row label={t('panel.inquiry.email')}>
                <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
              </Row>
              <Row label={t('panel.inquiry.phone')}>
                <a href={`tel:${inquiry.phone.replace(/\s+/g, '')}`}>{inquiry.phone}</a>
              </Row>
              <Row label={t('panel.inquiry.size')}>{inquiry.sizeM2 ? `${inquiry.sizeM2} m²` : '—'}</Row>
              <Row label={t('panel.inquiry.period')}>{inquiry.period ?? '—'}</Row>
              <Row label={t('panel.inquiry.facility')}>{inquiry.facilityName}</Row>
              <Row label={t('panel.inquiry.sent')}>{formatDateTime(lang, inquiry.createdAt)}</Row>
              <Row label={t('panel.inquiry.unit')}>
                <span data-testid="inquiry-unit">
                  {inquiry.unit
                    ? `${inquiry.unit.code} · ${inquiry.unit.sizeLabel} · ${inquiry.unit.typeName}${inquiry.unit.priceMonthly ? ` · ${inquiry.unit.priceMonthly} zł` : ''} (${inquiry.unit.isOccupied ? t('panel.inquiry.unitOccupied') : t('panel.inquiry.unitFree')})`
                    : (inquiry.unitCode ?? t('panel.inquiry.unitNone'))}
                </span>
              </Row>
            </dl>
          </section>
          <section aria-labelledby="inquiry-history" className={box}>
            <h2 id="inquiry-history" className={h2}>
              {t('panel.inquiry.history')}
            </h2>
            {inquiry.history.length ? (
              <ol
                className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '2' })}
                data-testid="inquiry-history"
              >
                {inquiry.history.map((h) => (
                  <li key={`${h.createdAt}-${h.toStage}`}>
                    <strong>
                      {t('panel.inquiry.change', {
                        from: t(`panel.stages.${h.fromStage}`),
                        to: t(`panel.stages.${h.toStage}`),
                      })}
                    </strong>{' '}
                    <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                      {t('panel.inquiry.by', { who: h.userEmail, when: formatDateTime(lang, h.createdAt) })}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={css({ color: 'fg.muted' })}>{t('panel.inquiry.noHistory')}</p>
            )}
          </section>
        </div>
        <aside className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <div className={`${box} ${css({ display: 'flex', flexDirection: 'column', gap: '4' })}`}>
            <a
              href={mailto}
              className={button({ variant: readOnly ? 'outline' : 'primary', block: true })}
              data-testid="inquiry-reply"
            >
              <MailIcon size={18} />
              {t('panel.inquiry.reply')}
            </a>
            {readOnly ? null : <StageActions inquiry={inquiry} />}
          </div>
          {readOnly ? (
            inquiry.note ? (
              <div className={box}>
                <h2 className={h2}>{t('panel.inquiry.note')}</h2>
                <p className={css({ whiteSpace: 'pre-line' })}>{inquiry.note}</p>
              </div>
            ) : null
          ) : (
            <div className={box}>
              <NoteForm inquiry={inquiry} key={inquiry.note ?? ''} />
            </div>
          )}
        </aside>
      </div>
    </>
  )
}

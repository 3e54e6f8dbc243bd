import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { formatMoney } from '@kernel/money'
import { formatDateTime } from '~/lib/datetime'
import { NoteForm, StageActions } from '~/features/panel/inquiry-actions'
import { inquiryQuery } from '~/features/panel/queries'
import { StageBadge } from '~/features/panel/stage-badge'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { mailtoHref } from '~/lib/mailto'
import { loadRecordOr404 } from '~/lib/record-loader'
import { ArrowLeftIcon, MailIcon } from '~/ui/icons'
import { RecordRow, backToList, recordBox, recordHeading } from '~/ui/records/record-detail'

export const Route = createFileRoute('/$lang/_panel/panel-inquiries/$id')({
  loaderDeps: ({ search }) => ({ clientId: search.clientId }),
  loader: ({ context, params, deps }) =>
    loadRecordOr404(params.id, (id) =>
      context.queryClient.ensureQueryData(inquiryQuery(id, deps.clientId, langOf(params))),
    ),
  component: InquiryPage,
})

function InquiryPage() {
  const t = useT()
  const lang = useLang()
  const { id } = Route.useParams()
  const { clientId } = Route.useSearch()
  const { data: inquiry } = useSuspenseQuery(inquiryQuery(Number(id), clientId, lang))
  const readOnly = Boolean(clientId)
  const subject = t('panel.inquiry.replySubject', { facility: inquiry.facilityName })
  // Built encoded (issue 30): nothing in an address can add recipients or headers to either link.
  const address = mailtoHref(inquiry.email)
  const mailto = mailtoHref(inquiry.email, subject)
  // Issue 40: a renter who erased their data is named by the marker, and there is nobody left to write to.
  const erased = inquiry.erasedAt ? t('account.erased') : null
  return (
    <>
      <Link
        to="/$lang/panel-inquiries"
        params={{ lang }}
        search={clientId ? { clientId } : {}}
        className={cx(backToList, css({ mb: '3' }))}
      >
        <ArrowLeftIcon size={16} />
        {t('panel.inquiry.back')}
      </Link>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mb: '6' })}>
        <h1 className={css({ textStyle: 'h2', overflowWrap: 'anywhere' })}>
          {t('panel.inquiry.title', { name: erased ?? inquiry.name })}
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
          <section aria-labelledby="inquiry-message" className={recordBox}>
            <h2 id="inquiry-message" className={recordHeading}>
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
          <section aria-labelledby="inquiry-details" className={recordBox}>
            <h2 id="inquiry-details" className={recordHeading}>
              {t('panel.inquiry.details')}
            </h2>
            <dl>
              <RecordRow label={t('panel.inquiry.email')}>{erased ?? <a href={address}>{inquiry.email}</a>}</RecordRow>
              <RecordRow label={t('panel.inquiry.phone')}>
                {erased ?? <a href={`tel:${inquiry.phone.replace(/\s+/g, '')}`}>{inquiry.phone}</a>}
              </RecordRow>
              <RecordRow label={t('panel.inquiry.size')}>{inquiry.sizeM2 ? `${inquiry.sizeM2} m²` : '—'}</RecordRow>
              <RecordRow label={t('panel.inquiry.period')}>{inquiry.period ?? '—'}</RecordRow>
              <RecordRow label={t('panel.inquiry.facility')}>{inquiry.facilityName}</RecordRow>
              <RecordRow label={t('panel.inquiry.sent')}>{formatDateTime(lang, inquiry.createdAt)}</RecordRow>
              <RecordRow label={t('panel.inquiry.unit')}>
                <span data-testid="inquiry-unit">
                  {inquiry.unit
                    ? `${inquiry.unit.code} · ${inquiry.unit.sizeLabel} · ${inquiry.unit.typeName}${inquiry.unit.priceMonthly ? ` · ${t('panel.inquiry.unitPrice', { price: formatMoney(inquiry.unit.priceMonthly, lang, { currency: false }) })}` : ''} (${inquiry.unit.isOccupied ? t('panel.inquiry.unitOccupied') : t('panel.inquiry.unitFree')})`
                    : (inquiry.unitCode ?? t('panel.inquiry.unitNone'))}
                </span>
              </RecordRow>
            </dl>
          </section>
          <section aria-labelledby="inquiry-history" className={recordBox}>
            <h2 id="inquiry-history" className={recordHeading}>
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
          <div className={`${recordBox} ${css({ display: 'flex', flexDirection: 'column', gap: '4' })}`}>
            {erased ? null : (
              <a
                href={mailto}
                className={button({ variant: readOnly ? 'outline' : 'primary', block: true })}
                data-testid="inquiry-reply"
              >
                <MailIcon size={18} />
                {t('panel.inquiry.reply')}
              </a>
            )}
            {readOnly ? null : <StageActions inquiry={inquiry} />}
          </div>
          {readOnly ? (
            inquiry.note ? (
              <div className={recordBox}>
                <h2 className={recordHeading}>{t('panel.inquiry.note')}</h2>
                <p className={css({ whiteSpace: 'pre-line' })}>{inquiry.note}</p>
              </div>
            ) : null
          ) : (
            <div className={recordBox}>
              <NoteForm inquiry={inquiry} key={inquiry.note ?? ''} />
            </div>
          )}
        </aside>
      </div>
    </>
  )
}

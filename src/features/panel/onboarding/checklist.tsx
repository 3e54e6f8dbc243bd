import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import type { Onboarding } from '@api/contract/onboarding'
import { PANEL_SEGMENTS } from '@api/contract/panel-paths'
import { useLang, useT } from '~/i18n/use-lang'
import { CompanyForm } from './company-form'

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })
const stepBox = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '3',
  bg: 'white',
  p: '4',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
})
const mark = css({
  display: 'grid',
  placeItems: 'center',
  w: '8',
  h: '8',
  borderRadius: 'full',
  fontWeight: '800',
  border: '2px solid',
})

function Step({
  n,
  id,
  done,
  title,
  children,
}: {
  n: number
  id: string
  done: boolean
  title: string
  children: ReactNode
}) {
  const t = useT()
  return (
    <li className={stepBox} data-testid={`step-${id}`} data-done={done}>
      <span
        aria-hidden="true"
        className={cx(
          mark,
          done
            ? css({ bg: 'brand.700', borderColor: 'brand.700', color: 'white' })
            : css({ borderColor: 'border.default', color: 'fg.muted' }),
        )}
      >
        {done ? '✓' : n}
      </span>
      <div className={css({ display: 'grid', gap: '2', minW: '0' })}>
        <h3 className={css({ fontWeight: '700', fontSize: 'lg', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {title}
          <span className={badge({ tone: done ? 'success' : 'neutral' })} data-testid={`step-${id}-state`}>
            {t(done ? 'onboarding.checklist.done' : 'onboarding.checklist.todo')}
          </span>
        </h3>
        {children}
      </div>
    </li>
  )
}

/**
 * Issue 42: the panel home's first-run checklist, shown until one of the company's facilities is published. An
 * ordered list of four steps, each saying in words whether it is done (the tick is decoration), each with its way on.
 */
export function Checklist({
  data,
  clientId,
  readOnly,
}: {
  data: Onboarding
  clientId: number | undefined
  readOnly: boolean
}) {
  const t = useT()
  const lang = useLang()
  const search = clientId ? { clientId } : {}
  const steps = data.steps
  const doneCount = Object.values(steps).filter(Boolean).length
  const open = data.facilities.find((f) => f.publication === 'draft' || f.publication === 'rejected')
  const first = open ?? data.facilities[0]
  return (
    <section aria-labelledby="checklist-heading" className={css({ mb: '8' })} data-testid="onboarding-checklist">
      <h2 id="checklist-heading" className={css({ textStyle: 'h3' })}>
        {t('onboarding.checklist.title')}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '1' })}>{t('onboarding.checklist.lead')}</p>
      <p className={css({ fontWeight: '600', mt: '1' })}>
        {t('onboarding.checklist.progress', { done: doneCount, total: 4 })}
      </p>
      <ol className={css({ listStyle: 'none', p: '0', mt: '4', display: 'grid', gap: '3' })}>
        <Step n={1} id="company" done={steps.company} title={t('onboarding.checklist.company.title')}>
          <p>{t('onboarding.checklist.company.text')}</p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
            {[
              data.company.companyName,
              data.company.nip && t('onboarding.queue.nip', { nip: data.company.nip }),
              data.company.city,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {readOnly ? null : (
            <details open={!steps.company}>
              <summary className={cx(link, css({ cursor: 'pointer', w: 'fit-content' }))}>
                {t('onboarding.checklist.company.edit')}
              </summary>
              <CompanyForm company={data.company} />
            </details>
          )}
        </Step>
        <Step n={2} id="verification" done={steps.verification} title={t('onboarding.checklist.verification.title')}>
          <p>{t('onboarding.checklist.verification.text')}</p>
          <p className={css({ fontWeight: '600' })} data-testid="verification-status">
            {t(`onboarding.checklist.verification.status.${data.verification}`)}
          </p>
          <p>
            <a href={`/${lang}/${PANEL_SEGMENTS.panelVerification[lang]}`} className={link}>
              {t('onboarding.checklist.verification.open')}
            </a>
          </p>
        </Step>
        <Step n={3} id="facility" done={steps.facility} title={t('onboarding.checklist.facility.title')}>
          <p>{t('onboarding.checklist.facility.text')}</p>
          <p>
            {first ? (
              <Link
                to="/$lang/panel-listing"
                params={{ lang }}
                search={{ ...search, facilityId: first.id }}
                className={link}
              >
                {t('onboarding.checklist.facility.edit', { name: first.name })}
              </Link>
            ) : (
              <Link to="/$lang/panel-new-facility" params={{ lang }} search={search} className={link}>
                {t('onboarding.checklist.facility.add')}
              </Link>
            )}
          </p>
        </Step>
        <Step n={4} id="submitted" done={steps.submitted} title={t('onboarding.checklist.submit.title')}>
          <p>{t('onboarding.checklist.submit.text')}</p>
          {open ? (
            <p>
              <Link
                to="/$lang/panel-listing"
                params={{ lang }}
                search={{ ...search, facilityId: open.id }}
                className={link}
              >
                {t('onboarding.checklist.submit.open')}
              </Link>
            </p>
          ) : null}
        </Step>
      </ol>
    </section>
  )
}

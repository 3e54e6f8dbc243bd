import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { type MissingForPublication, PUBLICATION_MINIMUM } from '@api/contract/onboarding'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { formatShortDateTime } from '~/lib/datetime'
import { FormAlert, SubmitButton } from '~/ui/form'
import { onboardingQuery } from './queries'

const box = css({
  display: 'grid',
  gap: '3',
  bg: 'white',
  p: { base: '4', md: '6' },
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
  minW: '0',
})

const isMissingKey = (value: unknown): value is MissingForPublication =>
  (PUBLICATION_MINIMUM as readonly unknown[]).includes(value)

/** The server's list of what a submit lacked (400 `issues` with path "missing"). */
function missingOf(error: unknown): MissingForPublication[] | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return null
  try {
    const issues = (JSON.parse(error.body) as { issues?: { path: string; message: string }[] }).issues ?? []
    const keys = issues.filter((i) => i.path === 'missing').map((i) => i.message)
    return keys.every(isMissingKey) && keys.length ? keys : null
  } catch {
    return null
  }
}

type State = 'idle' | 'sending' | 'done' | 'failed'

/**
 * Issue 42: where a facility stands on its way to the public, on its listing page. A draft (or a rejected facility
 * being fixed) lists what its public page would still lack and offers "Zgłoś do publikacji"; the server judges the
 * same minimum and answers with the same list.
 */
export function PublicationCard({
  facilityId,
  clientId,
  readOnly,
  live,
}: {
  facilityId: number
  clientId: number | undefined
  readOnly: boolean
  /** What the editors on the same page hold now: a unit added or a description saved counts at once. */
  live: { unit: boolean; description: boolean }
}) {
  const t = useT()
  const lang = useLang()
  const queryClient = useQueryClient()
  const { data } = useQuery(onboardingQuery(clientId))
  const [state, setState] = useState<State>('idle')
  const [missing, setMissing] = useState<MissingForPublication[] | null>(null)
  const facility = data?.facilities.find((f) => f.id === facilityId)
  if (!facility || facility.publication === 'published') return null
  const shown =
    missing ??
    PUBLICATION_MINIMUM.filter((key) =>
      key === 'unit' || key === 'description' ? !live[key] : facility.missing.includes(key),
    )
  const submittable = facility.publication === 'draft' || facility.publication === 'rejected'
  const submit = async () => {
    if (state === 'sending') return
    setState('sending')
    try {
      await read(api.panel.facilities[':id'].submit.$post({ param: { id: String(facilityId) } }))
      setMissing(null)
      setState('done')
    } catch (error) {
      const lacking = missingOf(error)
      setMissing(lacking)
      setState(lacking ? 'idle' : 'failed')
    }
    await queryClient.invalidateQueries({ queryKey: ['panel'] })
  }
  return (
    <section aria-labelledby="publication-heading" className={box} data-testid="publication-card">
      <h2 id="publication-heading" className={css({ textStyle: 'h3' })}>
        {t('onboarding.publication.title')}
      </h2>
      <p>
        <span
          className={badge({ tone: facility.publication === 'rejected' ? 'danger' : 'accent' })}
          data-testid="publication-status"
        >
          {t(`onboarding.publication.status.${facility.publication}`)}
        </span>
      </p>
      {facility.publication === 'rejected' && facility.publicationNote ? (
        <p className={css({ overflowWrap: 'anywhere' })} data-testid="publication-reason">
          {t('onboarding.publication.reason', { reason: facility.publicationNote })}
        </p>
      ) : null}
      {facility.publication === 'submitted' && facility.submittedAt ? (
        <p className={css({ color: 'fg.muted' })}>
          {t('onboarding.publication.submittedAt', { when: formatShortDateTime(lang, facility.submittedAt) ?? '' })}
        </p>
      ) : null}
      {submittable ? (
        shown.length ? (
          <div id="publication-missing" data-testid="publication-missing">
            <p className={css({ fontWeight: '600' })}>{t('onboarding.publication.missingTitle')}</p>
            <ul className={css({ listStyle: 'disc', pl: '6' })}>
              {shown.map((key) => (
                <li key={key} data-testid={`missing-${key}`}>
                  {t(`onboarding.publication.missing.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p>{t('onboarding.publication.ready')}</p>
        )
      ) : null}
      {state === 'failed' ? <FormAlert>{t('onboarding.publication.failed')}</FormAlert> : null}
      {submittable && !readOnly ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <SubmitButton
            pending={state === 'sending'}
            label={t('onboarding.publication.submit')}
            pendingLabel={t('onboarding.publication.submitting')}
            describedBy={shown.length ? 'publication-missing' : undefined}
          />
        </form>
      ) : null}
      <p role="status" className={css({ fontWeight: '600' })} data-testid="publication-result">
        {state === 'done' ? t('onboarding.publication.submitted') : ''}
      </p>
    </section>
  )
}

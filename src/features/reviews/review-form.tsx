import { Link } from '@tanstack/react-router'
import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ReviewCreated, ReviewInvitation } from '@api/contract/reviews'
import { REVIEW_ASPECTS, REVIEW_TEXT_MAX } from '@api/contract/review-values'
import { translatePlural } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { formatCalendarDate } from '~/lib/datetime'
import { serverFieldErrors } from '~/lib/server-issues'
// By path, not through the kit's index: this page must not reach the kit's eager parts (ADR 0112).
import { FormAlert } from '~/ui/form/form-alert'
import { KitForm } from '~/ui/form/kit-form'
import { REVIEW_ERRORS } from '~/ui/form/messages'
import { SelectField } from '~/ui/form/select-field'
import { SubmitButton } from '~/ui/form/submit-button'
import { TextareaField, TextField } from '~/ui/form/text-field'
import { useLazyKitForm } from '~/ui/form/use-lazy-kit-form'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px' })

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'used' }
  | { kind: 'failed' }
  | { kind: 'form'; token: string; invitation: ReviewInvitation }
  | { kind: 'done'; slug: string }

const stateOf = (error: unknown): State =>
  error instanceof ApiError && error.status === 404
    ? { kind: 'invalid' }
    : error instanceof ApiError && error.status === 409
      ? { kind: 'used' }
      : { kind: 'failed' }

/**
 * The page an invitation's link opens (issue 43). The token is in the fragment, which only this script reads; asking
 * what the link is for uses nothing up, and only the form's button sends the review, so a mail scanner that opens
 * the link changes nothing. The server renders the same "checking" state for every token.
 */
export function ReviewPage() {
  const t = useT()
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token')
    if (!token) {
      setState({ kind: 'invalid' })
      return
    }
    // Out of the address bar and history once read: the link is single-use.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    read(api.reviews.invitation.$post({ json: { token } }))
      .then((invitation) => setState({ kind: 'form', token, invitation: invitation as ReviewInvitation }))
      .catch((error: unknown) => setState(stateOf(error)))
  }, [])
  return (
    <div className={stack}>
      <h1 className={css({ textStyle: 'h1' })}>{t('reviewPages.form.title')}</h1>
      {state.kind === 'form' ? (
        <ReviewForm
          token={state.token}
          invitation={state.invitation}
          onDone={(slug) => setState({ kind: 'done', slug })}
          onRefused={(error) => setState(stateOf(error))}
        />
      ) : (
        <Outcome state={state} />
      )}
    </div>
  )
}

function Outcome({ state }: { state: Exclude<State, { kind: 'form' }> }) {
  const t = useT()
  const lang = useLang()
  return (
    <>
      <p
        role="status"
        className={css({ fontSize: 'lg', maxW: 'prose' })}
        data-state={state.kind}
        data-testid="review-outcome"
      >
        {state.kind === 'loading'
          ? t('reviewPages.form.loading')
          : state.kind === 'done'
            ? t('reviewPages.form.done')
            : t(`reviewPages.form.${state.kind}`)}
      </p>
      {state.kind === 'done' ? (
        <Link
          to="/$lang/facility/$slug"
          params={{ lang, slug: state.slug }}
          hash="reviews-title"
          className={button()}
          data-testid="review-see-it"
        >
          {t('reviewPages.form.seeIt')}
        </Link>
      ) : state.kind !== 'loading' ? (
        <Link to="/$lang" params={{ lang }} className={link}>
          {t('pages.newsletterConfirm.home')}
        </Link>
      ) : null}
    </>
  )
}

function ReviewForm({
  token,
  invitation,
  onDone,
  onRefused,
}: {
  token: string
  invitation: ReviewInvitation
  onDone: (slug: string) => void
  onRefused: (error: unknown) => void
}) {
  const t = useT()
  const lang = useLang()
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState<'failed' | 'rateLimited' | null>(null)
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>()
  const stars = [5, 4, 3, 2, 1].map((n) => ({
    value: String(n),
    label: translatePlural(lang, 'reviews.section.stars', { count: n }),
  }))
  const { fields, kit, formProps } = useLazyKitForm({
    id: 'review-form',
    schema: () => import('./review-form-schema').then((m) => m.ReviewFormSchema),
    messages: REVIEW_ERRORS,
    reveal: 'touched',
    lastResult,
    defaultValue: { author: invitation.author },
    onValid: async (value, submission) => {
      if (sending) return
      setSending(true)
      setFailed(null)
      try {
        const done = (await read(api.reviews.$post({ json: { ...value, token } }))) as ReviewCreated
        onDone(done.facilitySlug)
      } catch (error) {
        setSending(false)
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return onRefused(error)
        const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.body) : null
        if (fieldErrors) setLastResult(submission.reply({ fieldErrors }))
        else setFailed(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed')
      }
    },
  })
  return (
    <>
      <p className={css({ color: 'fg.muted', maxW: 'prose' })} data-testid="review-lead">
        {t('reviewPages.form.lead', {
          facility: invitation.facility.name,
          city: invitation.facility.city,
          date: formatCalendarDate(lang, invitation.movedInOn),
        })}
      </p>
      <KitForm kit={kit} formProps={formProps} busy={sending} className={stack}>
        {failed ? <FormAlert id="review-error">{t(`reviewPages.form.${failed}`)}</FormAlert> : null}
        <SelectField field={fields.score} label={t('reviewPages.form.score')} required>
          <option value="">—</option>
          {stars.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <fieldset className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
          <legend className={css({ fontWeight: '600', mb: '2' })}>{t('reviewPages.form.aspectsLegend')}</legend>
          {REVIEW_ASPECTS.map((aspect) => (
            <SelectField key={aspect} field={fields[aspect]} label={t(`reviews.aspects.${aspect}`)}>
              <option value="">{t('reviewPages.form.noScore')}</option>
              {stars.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          ))}
        </fieldset>
        <TextareaField
          field={fields.body}
          label={t('reviewPages.form.body')}
          required
          rows={6}
          limit={REVIEW_TEXT_MAX}
        />
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '-3' })}>{t('reviewPages.form.bodyHint')}</p>
        <TextField
          field={fields.author}
          label={t('reviewPages.form.author')}
          hint={t('reviewPages.form.authorHint')}
          required
          autoComplete="off"
        />
        <SubmitButton
          className={button({ block: true })}
          pending={sending}
          label={t('reviewPages.form.submit')}
          pendingLabel={t('reviewPages.form.sending')}
        />
      </KitForm>
    </>
  )
}

import { Link } from '@tanstack/react-router'
import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { PasswordResetDone } from '@api/contract/password'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { serverFieldErrors } from '~/lib/server-issues'
// By path, not through the kit's index: this page must not reach the kit's eager parts (ADR 0112).
import { FormAlert } from '~/ui/form/form-alert'
import { KitForm } from '~/ui/form/kit-form'
import { PASSWORD_ERRORS } from '~/ui/form/messages'
import { SubmitButton } from '~/ui/form/submit-button'
import { EmailField } from '~/ui/form/text-field'
import { useLazyKitForm } from '~/ui/form/use-lazy-kit-form'
// Not in the kit's index: it speaks `auth`, which only the sign-in pages load (ADR 0027).
import { PasswordField } from '~/ui/form/password-field'

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px' })
const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const submit = `${button({ block: true })} ${css({ h: '12' })}`

/**
 * The link's fragment: the token only this script reads (never the server, a log or a Referer), and its wording:
 * `set` the console's first password, `activate` the trial's activation (issue 42), which starts the trial.
 */
type MailLink = { token: string; set: boolean; activate: boolean }

/**
 * The reset page (issue 40, ADR 0089). Without a token: the form that asks for a link. Opened from a mail (token in
 * the fragment): the form for the new password, whose button does the POST, so a mail scanner that opens the link
 * changes nothing. A link that no longer works is said in the page's words, with the first form to ask again.
 */
export function PasswordReset() {
  const t = useT()
  const lang = useLang()
  // null until the browser has read a token from the fragment: the server renders the request form.
  const [fromMail, setFromMail] = useState<MailLink | null>(null)
  const [invalid, setInvalid] = useState(false)
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1))
    const token = fragment.get('token')
    if (!token) return
    // Single-use: out of the address bar and history once read.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    setFromMail({ token, set: fragment.get('set') === '1', activate: fragment.get('activate') === '1' })
  }, [])
  return (
    <div className={stack}>
      {fromMail ? (
        <NewPasswordForm
          link={fromMail}
          onInvalid={() => {
            setFromMail(null)
            setInvalid(true)
          }}
        />
      ) : (
        <RequestForm invalid={invalid} />
      )}
      <p className={css({ fontSize: 'sm' })}>
        <Link to="/$lang/signin" params={{ lang }} className={link}>
          {t('password.reset.back')}
        </Link>
      </p>
    </div>
  )
}

function RequestForm({ invalid }: { invalid: boolean }) {
  const t = useT()
  const lang = useLang()
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'rateLimited' | 'failed'>('idle')
  const [sentTo, setSentTo] = useState('')
  const { fields, kit, formProps } = useLazyKitForm({
    id: 'reset-request-form',
    schema: () => import('@api/contract/password').then((m) => m.PasswordResetSchema),
    messages: PASSWORD_ERRORS,
    reveal: 'touched',
    onValid: async (value) => {
      if (state === 'sending') return
      setState('sending')
      try {
        await read(api.auth['password-reset'].$post({ json: { email: value.email, lang } }))
        setSentTo(value.email)
        setState('sent')
      } catch (error) {
        setState(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed')
      }
    },
  })
  return (
    <>
      <h1 className={css({ textStyle: 'h1' })}>{t('password.reset.title')}</h1>
      {invalid ? <FormAlert id="reset-invalid">{t('password.reset.invalid')}</FormAlert> : null}
      <p className={css({ color: 'fg.muted' })}>{t('password.reset.lead')}</p>
      <KitForm kit={kit} formProps={formProps} busy={state === 'sending'} className={stack}>
        {state === 'rateLimited' || state === 'failed' ? (
          <FormAlert id="reset-error">{t(`password.reset.${state}`)}</FormAlert>
        ) : null}
        <EmailField field={fields.email} label={t('auth.email')} required autoComplete="username" />
        <SubmitButton
          className={submit}
          pending={state === 'sending'}
          label={t('password.reset.submit')}
          pendingLabel={t('password.reset.sending')}
        />
      </KitForm>
      <p role="status" className={css({ fontWeight: '600', overflowWrap: 'anywhere' })} data-testid="reset-sent">
        {state === 'sent' ? t('password.reset.sent', { email: sentTo }) : ''}
      </p>
    </>
  )
}

function NewPasswordForm({ link: fromMail, onInvalid }: { link: MailLink; onInvalid: () => void }) {
  const t = useT()
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>()
  const { fields, kit, formProps } = useLazyKitForm({
    id: 'reset-password-form',
    schema: () => import('./new-password-schema').then((m) => m.NewPasswordSchema),
    messages: PASSWORD_ERRORS,
    reveal: 'touched',
    lastResult,
    onValid: async (value, submission) => {
      if (sending) return
      setSending(true)
      setFailed(false)
      try {
        const done = (await read(
          api.auth['password-reset'].confirm.$post({ json: { token: fromMail.token, password: value.password } }),
        )) as PasswordResetDone
        // A full load: the header and the console read the fresh session cookie.
        window.location.assign(done.next)
      } catch (error) {
        setSending(false)
        if (error instanceof ApiError && error.status === 404) return onInvalid()
        const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.body) : null
        if (fieldErrors) setLastResult(submission.reply({ fieldErrors }))
        else setFailed(true)
      }
    },
  })
  return (
    <>
      <h1 className={css({ textStyle: 'h1' })}>
        {t(
          fromMail.activate
            ? 'password.reset.activateTitle'
            : fromMail.set
              ? 'password.reset.setTitle'
              : 'password.reset.newTitle',
        )}
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        {t(fromMail.activate ? 'password.reset.activateLead' : 'password.reset.newLead')}
      </p>
      <KitForm kit={kit} formProps={formProps} busy={sending} className={stack}>
        {failed ? <FormAlert id="reset-save-error">{t('password.change.failed')}</FormAlert> : null}
        <PasswordField
          field={fields.password}
          label={t('password.reset.newPassword')}
          required
          autoComplete="new-password"
        />
        <SubmitButton
          className={submit}
          pending={sending}
          label={t(fromMail.activate ? 'password.reset.activate' : 'password.reset.save')}
          pendingLabel={t('password.reset.saving')}
        />
      </KitForm>
    </>
  )
}

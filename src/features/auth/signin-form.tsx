import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button, checkbox, input } from 'styled-system/recipes'
import { LoginSchema } from '../../../api/contract/auth'
import { useLang, useT } from '~/i18n/use-lang'
import { describedBy, Field } from '~/ui/field'
import { toast } from '~/ui/toast'
import { PasswordInput } from './password-input'
import { RoleToggle, type SigninRole } from './role-toggle'
import { fetchCurrentUser, landingPath, login } from './session'

export const FORGOT_PASSWORD_URL = 'https://app.skrytka.pl/forgot-password'

export function SigninForm({ next }: { next?: string }) {
  const t = useT()
  const lang = useLang()
  const [role, setRole] = useState<SigninRole>('operator')
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  // Errors show for fields the visitor typed into, and for all of them after a submit attempt.
  const [attempted, setAttempted] = useState(false)
  const [form, fields] = useForm({
    id: 'signin-form',
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    // The contract schemas take raw strings; conform's coercion would turn '' into undefined (breaking '' literals).
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: LoginSchema, disableAutoCoercion: true }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success' || sending) return
      setSending(true)
      setFailed(false)
      try {
        await login({ email: submission.value.email, password: submission.value.password, remember: submission.value.remember, lang })
        const user = await fetchCurrentUser()
        // A full load, so the console and the header read the fresh session cookie.
        window.location.assign(landingPath(next, user))
      } catch {
        setFailed(true)
        setSending(false)
        toast(t('auth.failure'), 'error')
      }
    },
  })
  const errorOf = (field: { errors?: string[]; dirty: boolean }) => {
    const key = attempted || field.dirty ? field.errors?.[0] : undefined
    return key === 'minPassword' ? t('auth.errors.minPassword') : key ? t('auth.errors.invalidEmail') : null
  }
  const emailError = errorOf(fields.email)
  const passwordError = errorOf(fields.password)
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: 'email', ariaDescribedBy: describedBy(undefined, fields.email.errorId, Boolean(emailError)) })
  const { key: passwordKey, type: _type, ...passwordProps } = getInputProps(fields.password, { type: 'password', ariaDescribedBy: describedBy(undefined, fields.password.errorId, Boolean(passwordError)) })
  return (
    <form {...getFormProps(form)} onSubmitCapture={() => setAttempted(true)} aria-busy={sending || undefined} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <RoleToggle value={role} onChange={setRole} />
      {failed ? <p role="alert" id="signin-error" className={css({ p: '3', borderRadius: 'md', bg: 'danger.50', color: 'danger.700', fontWeight: '600', fontSize: 'sm' })}>{t('auth.failure')}</p> : null}
      <Field label={t('auth.email')} htmlFor={fields.email.id} errorId={fields.email.errorId} error={emailError}>
        <input key={emailKey} {...emailProps} aria-describedby={describedBy(undefined, fields.email.errorId, Boolean(emailError))} aria-invalid={emailError ? true : undefined} required={false} aria-required autoComplete="username" className={input()} data-autofocus />
      </Field>
      <Field label={t('auth.password')} htmlFor={fields.password.id} errorId={fields.password.errorId} error={passwordError}>
        <PasswordInput key={passwordKey} {...passwordProps} aria-describedby={describedBy(undefined, fields.password.errorId, Boolean(passwordError))} aria-invalid={passwordError ? true : undefined} required={false} aria-required autoComplete="current-password" />
      </Field>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontSize: 'sm' })}>
          <input type="checkbox" name={fields.remember.name} value="on" className={checkbox()} />
          {t('auth.remember')}
        </label>
        <a href={FORGOT_PASSWORD_URL} className={css({ fontSize: 'sm', color: 'fg.brand', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px' })}>{t('auth.forgot')}</a>
      </div>
      {/* aria-disabled, not disabled: the button keeps focus through "Logowanie…" and after a failure (ADR 0014). */}
      <button type="submit" className={button({ block: true }) + ' ' + css({ h: '12' })} aria-disabled={sending || undefined} onClick={(event) => sending && event.preventDefault()}>
        {sending ? t('auth.submitting') : t('auth.submit')}
      </button>
      <p role="status" className={css({ srOnly: true })}>{sending ? t('auth.submitting') : ''}</p>
      <p className={css({ textAlign: 'center', fontSize: 'sm', color: 'fg.muted' })}>
        {t('auth.noAccount')}{' '}
        <Link to="/$lang/software" params={{ lang }} search={{ trial: 1 }} className={css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px' })} data-testid="signin-trial">
          {t('auth.startTrial')}
        </Link>
      </p>
    </form>
  )
}

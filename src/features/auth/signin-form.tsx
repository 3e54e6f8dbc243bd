import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
// By path, not through the kit's index: this page must not reach the kit's eager parts (ADR 0112).
import { CheckboxField } from '~/ui/form/checkbox-field'
import { FormAlert } from '~/ui/form/form-alert'
import { KitForm } from '~/ui/form/kit-form'
import { SIGNIN_ERRORS } from '~/ui/form/messages'
import { SubmitButton } from '~/ui/form/submit-button'
import { EmailField } from '~/ui/form/text-field'
import { useLazyKitForm } from '~/ui/form/use-lazy-kit-form'
// Not in the kit's index: it speaks `auth`, which only this page loads (ADR 0027).
import { PasswordField } from '~/ui/form/password-field'
import { toast } from '~/ui/toast'
import type { SigninRole } from './role-toggle'
import { localizedPath } from '~/i18n/route-table'
import { challengeQuery } from '~/lib/challenge'
import { login } from './session'
import { ApiError } from '~/lib/api-client'
import { fetchCurrentUser } from '~/lib/current-user'

// Its own chunk, fetched only where the server has Turnstile configured (ADR 0056).
const TurnstileWidget = lazy(() => import('~/ui/turnstile/turnstile-widget'))

/** Why the last attempt failed, as the form's alert says it. */
type Failure = 'failure' | 'rateLimited' | 'challengeFailed' | 'challengePending'

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.code === 'CHALLENGE_FAILED') return 'challengeFailed'
  if (error instanceof ApiError && error.status === 429) return 'rateLimited'
  return 'failure'
}

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px' })

/** The password form; the role (chosen above it, SigninTabs) changes its words only, never the call (spec §6). */
export function SigninForm({ next, role }: { next?: string; role: SigninRole }) {
  const t = useT()
  const lang = useLang()
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState<Failure | null>(null)
  // Not suspending: the form must work even if this answer never comes; the server decides either way.
  const siteKey = useQuery(challengeQuery).data?.siteKey ?? null
  const [token, setToken] = useState<string | null>(null)
  const [resetSignal, setResetSignal] = useState(0)
  const { fields, kit, formProps } = useLazyKitForm({
    id: 'signin-form',
    schema: () => import('@api/contract/auth').then((m) => m.LoginSchema),
    messages: SIGNIN_ERRORS,
    reveal: 'touched',
    onValid: async (value) => {
      if (sending) return
      // What was typed stays; the widget is still working (or waits for a click).
      if (siteKey && !token) {
        setFailed('challengePending')
        return
      }
      setSending(true)
      setFailed(null)
      try {
        await login({
          email: value.email,
          password: value.password,
          remember: value.remember,
          lang,
          ...(token ? { turnstileToken: token } : {}),
        })
        // Signed in already: a user we cannot read now lands on the default page. Where to land (the `next` check)
        // loads only now: drawing the form does not need it (ADR 0112).
        const [user, landing] = await Promise.all([
          fetchCurrentUser().catch(() => null),
          import('./landing').catch(() => null),
        ])
        // A full load, so the console and the header read the fresh session cookie.
        window.location.assign(landing ? landing.landingPath(next, user, lang) : localizedPath('home', lang))
      } catch (error) {
        const failure = failureOf(error)
        setFailed(failure)
        setSending(false)
        // Siteverify has spent the token whatever the outcome: the next attempt needs a new one.
        if (siteKey) setResetSignal((n) => n + 1)
        // The form's alert is the one announcement; the toast only shows it (spec §8) without saying it again.
        toast(t(`auth.${failure}`), 'error', { silent: true })
      }
    },
  })
  return (
    <KitForm
      kit={kit}
      formProps={formProps}
      busy={sending}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      {failed ? <FormAlert id="signin-error">{t(`auth.${failed}`)}</FormAlert> : null}
      <EmailField field={fields.email} label={t('auth.email')} required autoComplete="username" autoFocus />
      <PasswordField field={fields.password} label={t('auth.password')} required autoComplete="current-password" />
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <CheckboxField field={fields.remember} label={t('auth.remember')} className={css({ fontSize: 'sm' })} />
        <Link to="/$lang/signin-reset" params={{ lang }} className={`${link} ${css({ fontSize: 'sm' })}`}>
          {t('auth.forgot')}
        </Link>
      </div>
      {siteKey ? (
        <Suspense fallback={<div className={css({ minH: '65px' })} />}>
          <TurnstileWidget
            siteKey={siteKey}
            onToken={setToken}
            resetSignal={resetSignal}
            label={t('auth.challengeLabel')}
            unavailableText={t('auth.challengeUnavailable')}
          />
        </Suspense>
      ) : null}
      {/* The button keeps focus through "Logowanie…" and after a failure (ADR 0014). */}
      <SubmitButton
        className={`${button({ block: true })} ${css({ h: '12' })}`}
        pending={sending}
        label={t('auth.submit')}
        pendingLabel={t('auth.submitting')}
      />
      <p role="status" className={css({ srOnly: true })}>
        {sending ? t('auth.submitting') : ''}
      </p>
      {/* The operators' trial; a renter's account starts with a sign-in link (issue 40). */}
      {role === 'operator' ? (
        <p className={css({ textAlign: 'center', fontSize: 'sm', color: 'fg.muted' })}>
          {t('auth.noAccount')}{' '}
          <Link
            to="/$lang/software"
            params={{ lang }}
            search={{ trial: 1 }}
            className={link}
            data-testid="signin-trial"
          >
            {t('auth.startTrial')}
          </Link>
        </p>
      ) : null}
    </KitForm>
  )
}

import { Link } from '@tanstack/react-router'
import type { SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { serverFieldErrors } from '~/lib/server-issues'
// By path, not through the kit's index: this page must not reach the kit's eager parts (ADR 0112).
import { FormAlert } from '~/ui/form/form-alert'
import { KitForm } from '~/ui/form/kit-form'
import { PASSWORD_ERRORS } from '~/ui/form/messages'
import { SubmitButton } from '~/ui/form/submit-button'
import { useLazyKitForm } from '~/ui/form/use-lazy-kit-form'
// Not in the kit's index: it speaks `auth`, which this page loads (ADR 0027).
import { PasswordField } from '~/ui/form/password-field'

type State = 'idle' | 'sending' | 'done' | 'failed' | 'rateLimited'

/**
 * A signed-in user's password change (issue 40): the current password, then the new one. A wrong current password
 * is the server's field error under its field; success ends the account's other sessions and keeps this one.
 */
export function PasswordChange() {
  const t = useT()
  const lang = useLang()
  const [state, setState] = useState<State>('idle')
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>()
  const { form, fields, kit, formProps } = useLazyKitForm({
    id: 'password-change-form',
    schema: () => import('@api/contract/password').then((m) => m.PasswordChangeSchema),
    messages: PASSWORD_ERRORS,
    reveal: 'touched',
    lastResult,
    onValid: async (value, submission) => {
      if (state === 'sending') return
      setState('sending')
      try {
        await read(api.account.password.$post({ json: value }))
        form.reset()
        setState('done')
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.body) : null
        if (fieldErrors) {
          setLastResult(submission.reply({ fieldErrors }))
          setState('idle')
        } else setState(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed')
      }
    },
  })
  return (
    <KitForm
      kit={kit}
      formProps={formProps}
      busy={state === 'sending'}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      {state === 'failed' || state === 'rateLimited' ? (
        <FormAlert id="password-change-error">{t(`password.change.${state}`)}</FormAlert>
      ) : null}
      <PasswordField
        field={fields.currentPassword}
        label={t('password.change.current')}
        required
        autoComplete="current-password"
      />
      <PasswordField field={fields.password} label={t('password.change.next')} required autoComplete="new-password" />
      <SubmitButton
        className={`${button({ block: true })} ${css({ h: '12' })}`}
        pending={state === 'sending'}
        label={t('password.change.submit')}
        pendingLabel={t('password.change.submitting')}
      />
      <p role="status" className={css({ fontWeight: '600' })} data-testid="password-changed">
        {state === 'done' ? t('password.change.done') : ''}
      </p>
      <p className={css({ fontSize: 'sm' })}>
        <Link
          to="/$lang/signin-reset"
          params={{ lang }}
          className={css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })}
        >
          {t('password.change.forgot')}
        </Link>
      </p>
    </KitForm>
  )
}

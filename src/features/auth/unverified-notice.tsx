import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
import { FormAlert } from '~/ui/form/form-alert'
import { EmailLinkSent } from './email-link-sent'
import { askEmailLink } from './session'

/**
 * "Moje rezerwacje", "Moje zapytania" and "Moje alerty" of an account whose address is not verified (issue 40): why
 * the list is empty, and the way to verify it: a sign-in link to that address, which brings the visitor back here.
 */
export function UnverifiedNotice({ email, back }: { email: string; back: string }) {
  const t = useT()
  const lang = useLang()
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'rateLimited' | 'failed'>('idle')
  const send = async () => {
    if (state === 'sending') return
    setState('sending')
    try {
      await askEmailLink({ email, lang, next: back })
      setState('sent')
    } catch (error) {
      setState(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed')
    }
  }
  return (
    <div
      data-testid="unverified-notice"
      className={css({ display: 'grid', gap: '3', p: '4', mb: '6', bg: 'white', borderRadius: 'lg' })}
    >
      <p className={css({ overflowWrap: 'anywhere' })}>{t('auth.unverified.text', { email })}</p>
      {state === 'sent' ? <EmailLinkSent /> : null}
      {state === 'rateLimited' || state === 'failed' ? <FormAlert>{t(`auth.emailLink.${state}`)}</FormAlert> : null}
      <button
        type="button"
        className={`${button({ variant: 'outline' })} ${css({ justifySelf: 'start' })}`}
        aria-disabled={state === 'sending' || undefined}
        onClick={() => void send()}
      >
        {state === 'sending' ? t('auth.emailLink.sending') : t('auth.unverified.button')}
      </button>
    </div>
  )
}

import { useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
import { fetchCurrentUser } from '~/lib/current-user'
import { EmailLinkForm } from './email-link-form'
import { landingPath } from './landing'
import { confirmEmailLink } from './session'

type State = 'reading' | 'ready' | 'working' | 'invalid' | 'failed'

/**
 * The page a sign-in link opens (issue 40). The token is in the fragment, which only this script reads, and nothing
 * is used until the button is pressed: a mail scanner that opens the link, and even runs its script, signs nobody in.
 * The server render is the same for every link. A used, expired or unknown link offers a new one on the spot.
 */
export function EmailLinkConfirm() {
  const t = useT()
  const lang = useLang()
  const [state, setState] = useState<State>('reading')
  const [token, setToken] = useState<string | null>(null)

  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token')
    // Single use: the token leaves the address bar (and history) once read.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    setToken(found)
    setState(found ? 'ready' : 'invalid')
  }, [])

  const signIn = async () => {
    if (!token || state === 'working') return
    setState('working')
    try {
      const { next } = await confirmEmailLink(token)
      const user = await fetchCurrentUser().catch(() => null)
      // A full load: the header and the signed-in pages read the fresh session cookie.
      window.location.assign(landingPath(next, user, lang))
    } catch (error) {
      setState(error instanceof ApiError && error.status === 404 ? 'invalid' : 'failed')
    }
  }

  return (
    <div className={css({ display: 'grid', gap: '5', maxW: 'md' })}>
      <p role="status" className={css({ fontSize: 'lg' })} data-state={state}>
        {state === 'invalid'
          ? t('auth.linkPage.invalid')
          : state === 'failed'
            ? t('auth.linkPage.failed')
            : state === 'working'
              ? t('auth.linkPage.working')
              : t('auth.linkPage.ready')}
      </p>
      {state === 'invalid' ? (
        <EmailLinkForm id="email-link-again" />
      ) : (
        <button
          type="button"
          className={cx(button(), css({ justifySelf: 'start' }))}
          aria-disabled={state !== 'ready' && state !== 'failed' ? true : undefined}
          onClick={() => void signIn()}
          data-testid="email-link-signin"
          data-primary-action
        >
          {t('auth.linkPage.button')}
        </button>
      )}
    </div>
  )
}

import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
import { Container, PageHeading } from '~/ui/layout'

type Page = 'newsletterConfirm' | 'newsletterUnsubscribe' | 'alertConfirm'
/** Where each page's state texts live: the newsletter's in `pages`, the alert's in its own namespace. */
const TEXTS = {
  newsletterConfirm: 'pages.newsletterConfirm',
  newsletterUnsubscribe: 'pages.newsletterUnsubscribe',
  alertConfirm: 'alerts.confirm',
} as const
type State = 'working' | 'done' | 'invalid' | 'failed'

/**
 * The page an e-mail link opens. The token is in the URL fragment, which only this script reads: it never reaches
 * the server with the page request (so no log, cache or Referer holds it), and a mail scanner that prefetches the
 * link acts on nothing. The server render is the same for every token ("working…").
 */
export function LinkResult({
  page,
  callFrom,
}: {
  page: Page
  callFrom: (fragment: URLSearchParams) => (() => Promise<unknown>) | null
}) {
  const t = useT()
  const lang = useLang()
  const [state, setState] = useState<State>('working')

  useEffect(() => {
    const call = callFrom(new URLSearchParams(window.location.hash.slice(1)))
    if (!call) {
      setState('invalid')
      return
    }
    // Single-use: drop the token from the address bar (and from history) once it is sent.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    call()
      .then(() => setState('done'))
      .catch((error: unknown) => setState(error instanceof ApiError && error.status === 404 ? 'invalid' : 'failed'))
  }, [callFrom])

  return (
    <Container className={css({ pb: '16' })}>
      <PageHeading title={t(`pages.${page}.heading`)} />
      <p role="status" className={css({ maxW: 'prose', fontSize: 'lg' })} data-state={state}>
        {t(`${TEXTS[page]}.${state}`)}
      </p>
      <p className={css({ mt: '6' })}>
        <Link to="/$lang" params={{ lang }} className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
          {t(`${TEXTS[page]}.home`)}
        </Link>
      </p>
    </Container>
  )
}

import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
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
/**
 * Pages that act only when their button is pressed, with their `ready` and `button` texts: a mail scanner that opens
 * links and runs their scripts changes nothing (unsubscribe, issue 25; an alert's and a sign-up's confirmation,
 * issue 41). One-click
 * unsubscribe from the mail client itself is a POST (RFC 8058).
 */
const ASK_FIRST = {
  newsletterConfirm: 'pages.newsletterConfirm',
  newsletterUnsubscribe: 'pages.newsletterUnsubscribe',
  alertConfirm: 'alerts.confirm',
} as const satisfies Partial<Record<Page, string>>
const asksFirst = (page: Page): page is keyof typeof ASK_FIRST => page in ASK_FIRST
/** `limited`: an alert's domain has had its day's confirmations (issue 41); the link works again tomorrow. */
type State = 'ready' | 'working' | 'done' | 'invalid' | 'failed' | 'limited'

function runLink(send: () => Promise<unknown>, setState: (state: State) => void, keep: (answer: unknown) => void) {
  setState('working')
  send()
    .then((answer) => {
      keep(answer)
      setState('done')
    })
    .catch((error: unknown) =>
      setState(
        error instanceof ApiError && error.status === 404
          ? 'invalid'
          : error instanceof ApiError && error.code === 'ALERT_DOMAIN_LIMIT'
            ? 'limited'
            : 'failed',
      ),
    )
}

/**
 * The page an e-mail link opens. The token is in the URL fragment, which only this script reads: it never reaches
 * the server with the page request (so no log, cache or Referer holds it), and a mail scanner that prefetches the
 * link acts on nothing. The server render is the same for every token ("working…").
 */
export function LinkResult({
  page,
  callFrom,
  whenDone,
}: {
  page: Page
  callFrom: (fragment: URLSearchParams) => (() => Promise<unknown>) | null
  /** What follows a success, from the API's answer (the alert's manage link). */
  whenDone?: (answer: unknown) => ReactNode
}) {
  const t = useT()
  const lang = useLang()
  const [state, setState] = useState<State>('working')
  const [call, setCall] = useState<(() => Promise<unknown>) | null>(null)
  const [answer, setAnswer] = useState<unknown>(null)

  const run = (send: () => Promise<unknown>) => runLink(send, setState, setAnswer)
  const askFirst = asksFirst(page)

  useEffect(() => {
    const send = callFrom(new URLSearchParams(window.location.hash.slice(1)))
    if (!send) {
      setState('invalid')
      return
    }
    // Single-use: drop the token from the address bar (and from history) once it is read.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    if (askFirst) {
      setCall(() => send)
      setState('ready')
    } else runLink(send, setState, setAnswer)
  }, [callFrom, askFirst])

  return (
    <Container className={css({ pb: '16' })}>
      <PageHeading title={t(`pages.${page}.heading`)} />
      <p role="status" className={css({ maxW: 'prose', fontSize: 'lg' })} data-state={state}>
        {state === 'ready' && asksFirst(page)
          ? t(`${ASK_FIRST[page]}.ready`)
          : state === 'limited'
            ? t('alerts.confirm.limited')
            : t(`${TEXTS[page]}.${state as Exclude<State, 'ready' | 'limited'>}`)}
      </p>
      {state === 'ready' && call && asksFirst(page) ? (
        <button type="button" className={cx(button(), css({ mt: '4' }))} onClick={() => run(call)} data-primary-action>
          {t(`${ASK_FIRST[page]}.button`)}
        </button>
      ) : null}
      {state === 'done' && whenDone ? whenDone(answer) : null}
      <p className={css({ mt: '6' })}>
        <Link to="/$lang" params={{ lang }} className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
          {t(`${TEXTS[page]}.home`)}
        </Link>
      </p>
    </Container>
  )
}

import { createFileRoute, Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { LinkResult } from '~/features/newsletter/link-result'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { staticPageHead } from '~/lib/page-head'

/**
 * The saved-search alert's double opt-in link (issue 27): the token is in the fragment, sent only by this script,
 * and only when the page's button is pressed (issue 41): a mail scanner that opens the link confirms nothing.
 */
export const Route = createFileRoute('/$lang/alert-confirm')({
  head: ({ params }) => staticPageHead('alertConfirm', params, { noindex: true }),
  component: ConfirmPage,
})

const callFrom = (fragment: URLSearchParams) => {
  const token = fragment.get('token')
  return token ? () => read(api.alerts.confirm.$post({ json: { token } })) : null
}

type Confirmed = Awaited<ReturnType<NonNullable<ReturnType<typeof callFrom>>>>

function ConfirmPage() {
  const t = useT()
  const lang = useLang()
  // Confirmed: the saver can pause, edit or delete it straight away, before any alert mail brings the same link.
  const manage = (answer: unknown) => {
    const link = (answer as Confirmed | null)?.manage
    return link ? (
      <Link
        to="/$lang/alert-manage"
        params={{ lang }}
        hash={`id=${link.id}&token=${link.token}`}
        className={cx(button({ variant: 'outline' }), css({ mt: '4' }))}
      >
        {t('alerts.confirm.manage')}
      </Link>
    ) : null
  }
  return <LinkResult page="alertConfirm" callFrom={callFrom} whenDone={manage} />
}

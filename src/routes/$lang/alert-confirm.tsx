import { createFileRoute } from '@tanstack/react-router'
import { LinkResult } from '~/features/newsletter/link-result'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { staticPageHead } from '~/lib/page-head'

/** The saved-search alert's double opt-in link (issue 27): the token is in the fragment, sent only by this script. */
export const Route = createFileRoute('/$lang/alert-confirm')({
  head: ({ params }) => staticPageHead('alertConfirm', params, { noindex: true }),
  component: ConfirmPage,
})

const callFrom = (fragment: URLSearchParams) => {
  const token = fragment.get('token')
  return token ? () => read(api.alerts.confirm.$post({ json: { token } })) : null
}

function ConfirmPage() {
  return <LinkResult page="alertConfirm" callFrom={callFrom} />
}

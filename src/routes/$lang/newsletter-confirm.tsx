import { createFileRoute } from '@tanstack/react-router'
import { staticPageHead } from '~/lib/page-head'
import { LinkResult } from '~/features/newsletter/link-result'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'

export const Route = createFileRoute('/$lang/newsletter-confirm')({
  head: ({ params }) => staticPageHead('newsletterConfirm', params, { noindex: true }),
  component: ConfirmPage,
})

const callFrom = (fragment: URLSearchParams) => {
  const token = fragment.get('token')
  return token ? () => read(api.newsletter.confirm.$post({ json: { token } })) : null
}

function ConfirmPage() {
  return <LinkResult page="newsletterConfirm" callFrom={callFrom} />
}

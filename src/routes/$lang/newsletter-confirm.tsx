import { createFileRoute } from '@tanstack/react-router'
import { staticPageHead } from '~/lib/page-head'
import { LinkResult } from '~/features/newsletter/link-result'

export const Route = createFileRoute('/$lang/newsletter-confirm')({
  head: ({ params }) => staticPageHead('newsletterConfirm', params, { noindex: true }),
  component: ConfirmPage,
})

const bodyFrom = (fragment: URLSearchParams) => {
  const token = fragment.get('token')
  return token ? { token } : null
}

function ConfirmPage() {
  return <LinkResult page="newsletterConfirm" endpoint="/newsletter/confirm" bodyFrom={bodyFrom} />
}

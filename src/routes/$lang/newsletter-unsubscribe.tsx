import { createFileRoute } from '@tanstack/react-router'
import { staticPageHead } from '~/lib/page-head'
import { LinkResult } from '~/features/newsletter/link-result'

export const Route = createFileRoute('/$lang/newsletter-unsubscribe')({
  head: ({ params }) => staticPageHead('newsletterUnsubscribe', params, { noindex: true }),
  component: UnsubscribePage,
})

const bodyFrom = (fragment: URLSearchParams) => {
  const id = Number(fragment.get('id'))
  const token = fragment.get('token')
  return Number.isSafeInteger(id) && id > 0 && token ? { id, token } : null
}

function UnsubscribePage() {
  return <LinkResult page="newsletterUnsubscribe" endpoint="/newsletter/unsubscribe" bodyFrom={bodyFrom} />
}

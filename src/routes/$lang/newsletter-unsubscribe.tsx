import { createFileRoute } from '@tanstack/react-router'
import { staticPageHead } from '~/lib/page-head'
import { LinkResult } from '~/features/newsletter/link-result'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'

export const Route = createFileRoute('/$lang/newsletter-unsubscribe')({
  head: ({ params }) => staticPageHead('newsletterUnsubscribe', params, { noindex: true }),
  component: UnsubscribePage,
})

const callFrom = (fragment: URLSearchParams) => {
  const id = Number(fragment.get('id'))
  const token = fragment.get('token')
  return Number.isSafeInteger(id) && id > 0 && token
    ? () => read(api.newsletter.unsubscribe.$post({ json: { id, token } }))
    : null
}

function UnsubscribePage() {
  return <LinkResult page="newsletterUnsubscribe" callFrom={callFrom} />
}

import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ReviewVerification } from '~/features/reviews/verification'
import { staticPageHead } from '~/lib/page-head'
import { Container } from '~/ui/layout'

/** "Jak weryfikujemy opinie" / "How we verify reviews" (issue 43): linked from every star block. */
export const Route = createFileRoute('/$lang/reviews-verified')({
  head: ({ params }) => staticPageHead('reviewsVerified', params),
  component: ReviewsVerifiedPage,
})

function ReviewsVerifiedPage() {
  return (
    <Container className={css({ pb: '16' })}>
      <ReviewVerification />
    </Container>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ReviewPage } from '~/features/reviews/review-form'
import { staticPageHead } from '~/lib/page-head'
import { Container } from '~/ui/layout'

/** The page a review invitation's link opens (issue 43); noindex, the token only in the fragment. */
export const Route = createFileRoute('/$lang/review')({
  head: ({ params }) => staticPageHead('review', params, { noindex: true }),
  component: ReviewRoute,
})

function ReviewRoute() {
  return (
    <div className={css({ bg: 'bg.subtle', py: { base: '8', md: '16' } })}>
      <Container className={css({ maxW: '680px' })}>
        <div className={css({ bg: 'white', borderRadius: '2xl', boxShadow: 'lg', p: { base: '6', md: '10' } })}>
          <ReviewPage />
        </div>
      </Container>
    </div>
  )
}

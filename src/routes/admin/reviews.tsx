import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { adminHead } from '~/features/admin/head'
import { PageTitle } from '~/features/admin/page-title'
import { settle } from '~/features/admin/queries'
import { ReportedReview } from '~/features/admin/reviews/reported-review'
import { reportedReviewsQuery } from '~/features/admin/reviews/reviews-queries'
import { useT } from '~/i18n/use-lang'

/** Issue 43: reviews the operators reported, and the decision on each, from the published grounds only. */
export const Route = createFileRoute('/admin/reviews')({
  head: adminHead('admin.reviews.title'),
  loader: ({ context }) => settle(context.queryClient.ensureQueryData(reportedReviewsQuery)),
  component: ReviewsPage,
})

function ReviewsPage() {
  const t = useT()
  const reviews = useQuery(reportedReviewsQuery)
  const items = reviews.data?.items ?? []
  return (
    <>
      <PageTitle title={t('admin.reviews.title')} />
      <p className={css({ mb: '4', maxW: 'prose', color: 'fg.muted' })}>{t('admin.reviews.lead')}</p>
      {items.length === 0 ? (
        <p>{t('admin.reviews.empty')}</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0' })}>
          {items.map((review) => (
            <ReportedReview key={review.id} review={review} />
          ))}
        </ul>
      )}
    </>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '~/features/admin/head'
import { PageTitle } from '~/features/admin/page-title'
import { settle } from '~/features/admin/queries'
import { reviewQuery } from '~/features/admin/review/review-queries'
import { ReviewQueue } from '~/features/admin/review/review-queue'
import { useT } from '~/i18n/use-lang'

/** Issue 42: operators' submitted facilities wait here for the superadmin to publish or reject them. */
export const Route = createFileRoute('/admin/review')({
  head: adminHead('onboarding.review.title'),
  loader: ({ context }) => settle(context.queryClient.ensureQueryData(reviewQuery)),
  component: ReviewPage,
})

function ReviewPage() {
  const t = useT()
  return (
    <>
      <PageTitle title={t('onboarding.review.title')} />
      <ReviewQueue />
    </>
  )
}

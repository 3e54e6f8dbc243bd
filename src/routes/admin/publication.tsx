import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '~/features/admin/head'
import { PageTitle } from '~/features/admin/page-title'
import { settle } from '~/features/admin/queries'
import { publicationQuery } from '~/features/admin/publication/publication-queries'
import { PublicationQueue } from '~/features/admin/publication/publication-queue'
import { useT } from '~/i18n/use-lang'

/** Issue 42: operators' submitted facilities wait here for the superadmin to publish or reject them. */
export const Route = createFileRoute('/admin/publication')({
  head: adminHead('onboarding.queue.title'),
  loader: ({ context }) => settle(context.queryClient.ensureQueryData(publicationQuery)),
  component: ReviewPage,
})

function ReviewPage() {
  const t = useT()
  return (
    <>
      <PageTitle title={t('onboarding.queue.title')} />
      <PublicationQueue />
    </>
  )
}

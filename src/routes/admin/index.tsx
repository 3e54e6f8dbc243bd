import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { DetailGate } from '~/features/admin/detail-gate'
import { Counts } from '~/features/admin/overview/counts'
import { Latest } from '~/features/admin/overview/latest'
import { PageTitle } from '~/features/admin/page-title'
import { overviewQuery, settle } from '~/features/admin/queries'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/')({
  head: adminHead('admin.overview.title'),
  loader: ({ context }) => settle(context.queryClient.ensureQueryData(overviewQuery)),
  component: AdminOverview,
})

function AdminOverview() {
  const t = useT()
  const query = useQuery(overviewQuery)
  return (
    <>
      <PageTitle title={t('admin.overview.title')} />
      <DetailGate query={query}>
        {(overview) => (
          <>
            <Counts counts={overview.counts} />
            <Latest latest={overview.latest} />
          </>
        )}
      </DetailGate>
    </>
  )
}

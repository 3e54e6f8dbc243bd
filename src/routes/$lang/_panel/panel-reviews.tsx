import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { overviewQuery } from '~/features/panel/queries'
import { PanelReviewCard } from '~/features/panel/reviews/review-card'
import { panelReviewsQuery } from '~/features/panel/reviews/queries'
import { panelSearch } from '~/features/panel/search'
import { useT } from '~/i18n/use-lang'

/** Issue 43: the company's reviews, with a public reply and a report for each. */
export const Route = createFileRoute('/$lang/_panel/panel-reviews')({
  validateSearch: panelSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(panelReviewsQuery(deps.clientId)),
  component: ReviewsPage,
})

function ReviewsPage() {
  const t = useT()
  const search = Route.useSearch()
  const list = useQuery(panelReviewsQuery(search.clientId))
  const overview = useQuery(overviewQuery(search.clientId))
  const readOnly = overview.data?.company.readOnly ?? Boolean(search.clientId)
  const items = list.data?.items ?? []
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ textStyle: 'h2' })}>{t('panel.reviews.title')}</h1>
      <p className={css({ color: 'fg.muted', maxW: 'prose' })}>{t('panel.reviews.lead')}</p>
      {items.length === 0 ? (
        <p data-testid="panel-reviews-empty">{t('panel.reviews.empty')}</p>
      ) : (
        items.map((review) => <PanelReviewCard key={review.id} review={review} readOnly={readOnly} />)
      )}
    </div>
  )
}

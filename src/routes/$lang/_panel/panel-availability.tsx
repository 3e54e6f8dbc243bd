import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { css } from 'styled-system/css'
import { button, select } from 'styled-system/recipes'
import { relativeTime } from '~/lib/relative-time'
import { overviewQuery, unitsQuery } from '~/features/panel/queries'
import { availabilitySearch } from '~/features/panel/search'
import { UnitRow } from '~/features/panel/unit-row'
import { localizedPath } from '~/i18n/route-table'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'

const th = css({
  textAlign: 'left',
  fontSize: 'sm',
  fontWeight: '700',
  px: '3',
  py: '2',
  bg: 'bg.muted',
  whiteSpace: 'nowrap',
})

export const Route = createFileRoute('/$lang/_panel/panel-availability')({
  validateSearch: availabilitySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    const overview = await context.queryClient.ensureQueryData(overviewQuery(deps.clientId))
    const facilityId = deps.facilityId ?? overview.facilities[0]?.id
    // A facility id that is not the company's simply shows the first facility (the API would answer 404).
    if (facilityId && overview.facilities.some((f) => f.id === facilityId))
      await context.queryClient.ensureQueryData(unitsQuery(facilityId, deps.clientId, langOf(params)))
  },
  component: AvailabilityPage,
})

function AvailabilityPage() {
  const t = useT()
  const lang = useLang()
  const id = useId()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: overview } = useSuspenseQuery(overviewQuery(search.clientId))
  const facility = overview.facilities.find((f) => f.id === search.facilityId) ?? overview.facilities[0]
  const units = useQuery({ ...unitsQuery(facility?.id ?? 0, search.clientId, lang), enabled: Boolean(facility) })
  const readOnly = overview.company.readOnly
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    navigate({ search: { ...search, facilityId: Number(new FormData(event.currentTarget).get('facilityId')) } })
  }
  const current = units.data?.facility
  return (
    <>
      <h1 className={css({ textStyle: 'h2', mb: '4' })}>{t('panel.availability.title')}</h1>
      {overview.facilities.length > 1 ? (
        <form
          onSubmit={choose}
          key={facility?.id}
          className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap', mb: '4' })}
        >
          <div>
            <label
              htmlFor={`${id}-facility`}
              className={css({ display: 'block', fontSize: 'sm', fontWeight: '600', mb: '1' })}
            >
              {t('panel.availability.facility')}
            </label>
            <select id={`${id}-facility`} name="facilityId" defaultValue={facility?.id} className={select()}>
              {overview.facilities.map((f) => (
                <option key={f.id} value={f.id}>{`${f.name}, ${f.city}`}</option>
              ))}
            </select>
          </div>
          <button type="submit" className={button({ variant: 'outline' })}>
            {t('panel.availability.show')}
          </button>
        </form>
      ) : null}
      {current ? (
        <p className={css({ color: 'fg.muted', mb: '4', fontSize: 'sm' })}>
          {t('panel.availability.purgeNote')}{' '}
          {current.availabilityUpdatedAt ? (
            <span suppressHydrationWarning>
              {t('panel.freshness', { when: relativeTime(lang, current.availabilityUpdatedAt) })}.{' '}
            </span>
          ) : null}
          <a
            href={localizedPath('facility', lang, current.slug)}
            className={css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: '600' })}
          >
            {t('panel.availability.viewPublic')}
          </a>
        </p>
      ) : null}
      {units.data?.units.length ? (
        // position: relative, so the rows' visually hidden texts (absolutely positioned) scroll with the table instead of
        // widening the page.
        <div
          role="region"
          aria-labelledby={`${id}-caption`}
          tabIndex={0}
          className={css({
            position: 'relative',
            overflowX: 'auto',
            bg: 'white',
            borderRadius: 'lg',
            border: '1px solid',
            borderColor: 'border.default',
          })}
        >
          <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '640px' })}>
            <caption id={`${id}-caption`} className={css({ textAlign: 'left', p: '3', fontWeight: '700' })}>
              {t('panel.availability.caption', {
                facility: `${units.data.facility.name}, ${units.data.facility.city}`,
              })}
            </caption>
            <thead>
              <tr>
                {(['code', 'size', 'type', 'status', 'price'] as const).map((key) => (
                  <th key={key} scope="col" className={th}>
                    {t(`panel.availability.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {units.data.units.map((unit) => (
                <UnitRow key={unit.id} unit={unit} readOnly={readOnly} />
              ))}
            </tbody>
          </table>
        </div>
      ) : units.data ? (
        <p>{t('panel.availability.empty')}</p>
      ) : null}
    </>
  )
}

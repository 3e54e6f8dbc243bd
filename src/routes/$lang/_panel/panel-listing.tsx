import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { listingSection } from '~/features/panel/listing/listing-section'
import { PhotosEditor } from '~/features/panel/listing/photos-editor'
import { PriceHistory } from '~/features/panel/listing/price-history'
import { ProfileForm } from '~/features/panel/listing/profile-form'
import { pricesQuery, profileQuery } from '~/features/panel/listing/queries'
import { UnitsEditor } from '~/features/panel/listing/units-editor'
import { loadChosenFacility } from '~/features/panel/chosen-facility'
import { FacilityPicker, useChosenFacility } from '~/features/panel/facility-picker'
import { DraftBasics } from '~/features/panel/onboarding/draft-basics'
import { PublicationCard } from '~/features/panel/onboarding/publication-card'
import { onboardingQuery } from '~/features/panel/onboarding/queries'
import { facilityLabel } from '~/features/panel/facility-label'
import { unitsQuery } from '~/features/panel/queries'
import { availabilitySearch } from '~/features/panel/search'
import { localizedPath } from '~/i18n/route-table'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'

/** Issue 32: the operator keeps its own listing — profile, hours, units, prices, photos — one facility at a time. */
export const Route = createFileRoute('/$lang/_panel/panel-listing')({
  validateSearch: availabilitySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    const facilityId = await loadChosenFacility(context.queryClient, deps)
    if (facilityId)
      await Promise.all([
        context.queryClient.ensureQueryData(profileQuery(facilityId, deps.clientId)),
        context.queryClient.ensureQueryData(unitsQuery(facilityId, deps.clientId, langOf(params))),
        context.queryClient.ensureQueryData(onboardingQuery(deps.clientId)),
        // In the server's HTML too: fetched only in the browser, the history appeared after hydration with styles
        // the server's stylesheet did not have (the page sweep's render check).
        context.queryClient.ensureQueryData(pricesQuery(facilityId, deps.clientId)),
      ])
  },
  component: ListingPage,
})

function ListingPage() {
  const t = useT()
  const lang = useLang()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { overview, facility, units, readOnly } = useChosenFacility(search)
  const profile = useQuery({ ...profileQuery(facility?.id ?? 0, search.clientId), enabled: Boolean(facility) })
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', minW: '0' })}>
      <div>
        <h1 className={css({ textStyle: 'h2', mb: '2' })}>{t('panel.listing.title')}</h1>
        <p className={css({ color: 'fg.muted' })}>{t('panel.listing.lead')}</p>
        {readOnly ? (
          <p className={css({ mt: '2', fontWeight: '600' })} data-testid="listing-read-only">
            {t('panel.listing.readOnlyNote')}
          </p>
        ) : null}
      </div>
      <FacilityPicker
        facilities={overview.facilities}
        current={facility}
        label={t('panel.listing.facility')}
        submitLabel={t('panel.listing.show')}
        onChoose={(facilityId) => navigate({ search: { ...search, facilityId } })}
      />
      {facility ? (
        <PublicationCard
          facilityId={facility.id}
          clientId={search.clientId}
          readOnly={readOnly}
          live={{
            unit: Boolean(units.data?.units.some((u) => u.isActive && u.priceMonthly !== null)),
            description: Boolean(profile.data?.description.pl?.trim()),
          }}
        />
      ) : null}
      {facility?.publication === 'published' ? (
        <p>
          <a
            href={localizedPath('facility', lang, facility.slug)}
            className={css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: '600' })}
          >
            {t('panel.listing.viewPublic')}
          </a>
        </p>
      ) : null}
      {facility ? (
        <DraftBasics
          facilityId={facility.id}
          clientId={search.clientId}
          readOnly={readOnly}
          className={listingSection}
        />
      ) : null}
      {profile.data ? <ProfileForm key={profile.data.id} profile={profile.data} readOnly={readOnly} /> : null}
      {profile.data ? (
        <section aria-labelledby="photos-heading" className={listingSection}>
          <h2 id="photos-heading" className={css({ textStyle: 'h3' })}>
            {t('panel.listing.sections.photos')}
          </h2>
          <PhotosEditor facilityId={profile.data.id} photos={profile.data.photos} readOnly={readOnly} />
        </section>
      ) : null}
      {units.data ? (
        <section aria-labelledby="units-heading" className={listingSection}>
          <h2 id="units-heading" className={css({ textStyle: 'h3' })}>
            {t('panel.listing.sections.units')}
          </h2>
          <UnitsEditor
            facilityId={units.data.facility.id}
            facilityName={facilityLabel(units.data.facility)}
            units={units.data.units}
            readOnly={readOnly}
          />
        </section>
      ) : null}
      {facility ? (
        <section aria-labelledby="history-heading" className={listingSection}>
          <h2 id="history-heading" className={css({ textStyle: 'h3' })}>
            {t('panel.listing.sections.history')}
          </h2>
          <PriceHistory facilityId={facility.id} clientId={search.clientId} />
        </section>
      ) : null}
    </div>
  )
}

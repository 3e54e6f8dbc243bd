import { type QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { PanelFacility } from '@api/contract/panel'
import { useLang } from '~/i18n/use-lang'
import { overviewQuery, unitsQuery } from './queries'
import type { AvailabilitySearch } from './search'

/** The facility a page shows: the one the URL names when it is the company's, else the first (none for none). */
export const chosenFacility = (facilities: readonly PanelFacility[], facilityId: number | undefined) =>
  facilities.find((f) => f.id === facilityId) ?? facilities[0]

/**
 * In a loader: the company's facilities, then the chosen one's id. A facility id that is not the company's shows
 * the first facility, as the page does, instead of asking the API (which would answer 404).
 */
export async function loadChosenFacility(queryClient: QueryClient, search: AvailabilitySearch) {
  const overview = await queryClient.ensureQueryData(overviewQuery(search.clientId))
  return chosenFacility(overview.facilities, search.facilityId)?.id
}

/** In a page: the company, the chosen facility and its units (the loader has them ready). */
export function useChosenFacility(search: AvailabilitySearch) {
  const lang = useLang()
  const { data: overview } = useSuspenseQuery(overviewQuery(search.clientId))
  const facility = chosenFacility(overview.facilities, search.facilityId)
  const units = useQuery({ ...unitsQuery(facility?.id ?? 0, search.clientId, lang), enabled: Boolean(facility) })
  return { overview, facility, units, readOnly: overview.company.readOnly }
}

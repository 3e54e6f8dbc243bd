import type { QueryClient } from '@tanstack/react-query'
import type { PanelFacility } from '@api/contract/panel'
import { overviewQuery } from './queries'
import type { AvailabilitySearch } from './search'

// Loaders import this module, so it holds no components or hooks (they would load with every page).

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

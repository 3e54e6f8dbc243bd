import type { MessageKey } from '~/i18n'
import type { CLIENT_SORTS, FACILITY_ADMIN_SORTS } from '@api/contract/admin-list-values'

// Beside the lists' search parsers (./search.ts) but apart from them: the parsers sit in the route tree every page
// loads, and only the console's list pages show these labels (issue 45).

/** Sort value → its label (dictionary keys cannot hold the values' dots and colons). */
export const CLIENT_SORT_LABELS = {
  'id:desc': 'admin.clients.sorts.idDesc',
  'id:asc': 'admin.clients.sorts.idAsc',
  'companyName:asc': 'admin.clients.sorts.companyNameAsc',
  'companyName:desc': 'admin.clients.sorts.companyNameDesc',
  'contactName:asc': 'admin.clients.sorts.contactNameAsc',
  'contactName:desc': 'admin.clients.sorts.contactNameDesc',
} as const satisfies Record<(typeof CLIENT_SORTS)[number], MessageKey>

export const FACILITY_SORT_LABELS = {
  'id:desc': 'admin.facilities.sorts.idDesc',
  'id:asc': 'admin.facilities.sorts.idAsc',
  'name:asc': 'admin.facilities.sorts.nameAsc',
  'name:desc': 'admin.facilities.sorts.nameDesc',
  'clientId:asc': 'admin.facilities.sorts.clientIdAsc',
  'clientId:desc': 'admin.facilities.sorts.clientIdDesc',
  'location.city:asc': 'admin.facilities.sorts.cityAsc',
  'location.city:desc': 'admin.facilities.sorts.cityDesc',
} as const satisfies Record<(typeof FACILITY_ADMIN_SORTS)[number], MessageKey>

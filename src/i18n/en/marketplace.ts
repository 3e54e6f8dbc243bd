import type { MessagesOf } from '../types'
import type { marketplace as pl } from '../pl/marketplace'

export const marketplace: MessagesOf<typeof pl> = {
  /** The save-search button (issue 27); the dialog's words live in the `alerts` namespace, loaded with it. */
  alertButton: 'Notify me about new units',
  list: {
    count: { one: 'Found {{count}} facility', other: 'Found {{count}} facilities' },
    countQuery: {
      one: 'Found {{count}} facility for “{{query}}”',
      other: 'Found {{count}} facilities for “{{query}}”',
    },
    empty: 'No facilities match your criteria',
    clearFilters: 'Clear filters',
    error: 'Failed to load facilities list',
    errorLine: 'Please try again in a moment. If it keeps happening, quote the reference code to us.',
    retry: 'Try again',
    loading: 'Loading facilities…',
    results: 'Search results',
    nearby: 'Within {{radius}} km of the selected point',
  },
  /** The verification badge (issue 42): what the public registers confirmed, and when. */
  verified: {
    badge: 'Verified operator',
    checked: '{{registers}} — checked {{date}}',
    vatExempt: 'VAT white list (VAT-exempt)',
    registers: { vat: 'VAT white list', krs: 'KRS', ceidg: 'CEIDG', regon: 'REGON' },
    how: 'How we verify operators',
  },
  card: {
    promoted: 'Promoted',
    available: { one: '{{count}} unit available', other: '{{count}} units available' },
    noneAvailable: 'No units available',
    priceFrom: 'from {{price}} PLN/month',
    pricePerM2: 'from {{price}} PLN/m²',
    priceOnRequest: 'Price on request',
    howVerified: 'How we verify reviews',
    rating: {
      one: 'Rated {{rating}} out of 5 ({{count}} review)',
      other: 'Rated {{rating}} out of 5 ({{count}} reviews)',
    },
    distance: '{{km}} km away',
    view: 'View details',
  },
  features: {
    klimatyzacja: 'Air conditioning',
    monitoring: '24/7 monitoring',
    ochrona: 'Security',
    '24h_dostep': '24h access',
    winda: 'Elevator',
    parking: 'Parking',
  },
  map: {
    markerPrice: '{{price}} PLN',
    title: 'Search on the map',
    lead: 'Pick a city, use your location or set the search radius.',
    label: 'Map of facilities',
    searchLabel: 'Search the map: city or storage name',
    searchPlaceholder: 'City or storage name',
    searchButton: 'Search',
    radius: 'Radius',
    radiusOption: '{{km}} km',
    useLocation: 'Use my location',
    locating: 'Finding your location…',
    geoError: 'Could not get your location.',
    cities: 'Cities',
    cluster: { one: '{{count}} facility here. Zoom in', other: '{{count}} facilities here. Zoom in' },
    marker: '{{name}}, {{price}}',
    loading: 'Loading the map…',
    show: 'Show the map',
    load: 'Show map',
    you: 'Your location',
  },
  unitTypes: {
    standard: 'Standard',
    klimatyzowany: 'Air-conditioned',
    zewnetrzny: 'Outdoor',
    garaz: 'Garage',
  },
  /** The facility page's line (the panel keeps its own `panel.freshness`, so it need not load this namespace). */
  freshness: 'Availability updated: {{when}}',
}

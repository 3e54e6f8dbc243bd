import type { Facility } from '@api/contract/marketplace'

/**
 * A facility's schema.org PostalAddress and GeoCoordinates, for every JSON-LD node that places one (the facility
 * page's SelfStorage, the city page's ItemList). Kept apart from facility-jsonld.ts so the city page does not load
 * the facility page's builders.
 */
type Located = Pick<Facility, 'address' | 'latitude' | 'longitude'>

export function facilityLocation(f: Located) {
  return {
    address: {
      '@type': 'PostalAddress',
      streetAddress: [f.address.street, f.address.buildingNumber].filter(Boolean).join(' '),
      postalCode: f.address.postalCode,
      addressLocality: f.address.city,
      addressCountry: 'PL',
    },
    // 0,0 is how the data says "no coordinates" (the seed has such a facility): no point in the Gulf of Guinea.
    ...(f.latitude && f.longitude
      ? { geo: { '@type': 'GeoCoordinates', latitude: f.latitude, longitude: f.longitude } }
      : {}),
  }
}

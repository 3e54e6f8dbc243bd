import type { CityIndexResponse } from '@api/contract/cities'
import type { SearchOrigin } from '@api/contract/marketplace'

/** The city as a searched place: what its cards measure distances from and what its saved search names. */
export function cityOrigin(data: CityIndexResponse): SearchOrigin {
  return {
    place: {
      id: `city:${data.city.slug}`,
      name: data.city.name,
      kind: 'city',
      region: null,
      parent: null,
      lat: data.city.lat,
      lon: data.city.lon,
    },
    lat: data.city.lat,
    lon: data.city.lon,
    radiusKm: data.radiusKm,
    radiusAuto: true,
    counts: {},
  }
}

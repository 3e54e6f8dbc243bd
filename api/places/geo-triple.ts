type Geo = { lat?: number; lon?: number; radius?: number }

/**
 * lat and lon mean a point only together; half of one used to bind parameters no SQL referenced (a 500). Like the
 * list page, which drops what it cannot use rather than fail, the API ignores half a point. A radius stands on its
 * own: it applies to a point, or to a place named by q/location, and a point without one gets the default
 * (api/places/search.ts).
 */
export function withCompleteGeo<T extends Geo>(query: T): T {
  return (query.lat === undefined) === (query.lon === undefined) ? query : { ...query, lat: undefined, lon: undefined }
}

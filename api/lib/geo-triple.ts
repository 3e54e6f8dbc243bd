type Geo = { lat?: number; lon?: number; radius?: number }

/**
 * lat, lon and radius mean something only together; a part of the triple used to bind parameters no SQL referenced
 * (a 500). Like the list page, which drops what it cannot use rather than fail, the API ignores a partial triple:
 * the list answers as if no place was given.
 */
export function withCompleteGeo<T extends Geo>(query: T): T {
  const parts = [query.lat, query.lon, query.radius].filter((value) => value !== undefined).length
  return parts === 0 || parts === 3 ? query : { ...query, lat: undefined, lon: undefined, radius: undefined }
}

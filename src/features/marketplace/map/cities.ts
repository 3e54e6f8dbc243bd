/** The map's first view and zoom, and how long a location fix may take (the city shortcuts are in city-shortcuts.ts). */
export const DEFAULT_CENTER = { lat: 52.2297, lon: 21.0122 } as const
export const CITY_ZOOM = 12
export const DEFAULT_ZOOM = 12
export const GEO_OPTIONS: PositionOptions = { timeout: 8000, maximumAge: 30000, enableHighAccuracy: true }

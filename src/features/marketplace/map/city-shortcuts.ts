import type { Place } from '@api/contract/marketplace'

/** City shortcuts of the map search (spec §9: about 17 Polish cities, zoom 12), with the controls that show them. */
export const MAP_CITIES = [
  { name: 'Warszawa', lat: 52.2297, lon: 21.0122 },
  { name: 'Kraków', lat: 50.0647, lon: 19.945 },
  { name: 'Łódź', lat: 51.7592, lon: 19.456 },
  { name: 'Wrocław', lat: 51.1079, lon: 17.0385 },
  { name: 'Poznań', lat: 52.4064, lon: 16.9252 },
  { name: 'Gdańsk', lat: 54.352, lon: 18.6466 },
  { name: 'Gdynia', lat: 54.5189, lon: 18.5305 },
  { name: 'Szczecin', lat: 53.4285, lon: 14.5528 },
  { name: 'Bydgoszcz', lat: 53.1235, lon: 18.0084 },
  { name: 'Toruń', lat: 53.0138, lon: 18.5984 },
  { name: 'Lublin', lat: 51.2465, lon: 22.5684 },
  { name: 'Białystok', lat: 53.1325, lon: 23.1688 },
  { name: 'Katowice', lat: 50.2649, lon: 19.0238 },
  { name: 'Częstochowa', lat: 50.8118, lon: 19.1203 },
  { name: 'Rzeszów', lat: 50.0412, lon: 21.9991 },
  { name: 'Kielce', lat: 50.8661, lon: 20.6286 },
  { name: 'Olsztyn', lat: 53.7784, lon: 20.4801 },
] as const

/** A shortcut as the place the map search goes to, as if picked from the search box's suggestions. */
export const shortcutPlace = (city: (typeof MAP_CITIES)[number]): Place => ({
  id: city.name,
  name: city.name,
  kind: 'city',
  region: null,
  parent: null,
  lat: city.lat,
  lon: city.lon,
})

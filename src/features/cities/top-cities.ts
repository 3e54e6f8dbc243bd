import { citySlug } from '@api/places/cities'

/** The footer's "Miasta": Poland's ten largest cities by population (each has facilities in the marketplace). */
export const TOP_CITIES = [
  'Warszawa',
  'Kraków',
  'Wrocław',
  'Łódź',
  'Poznań',
  'Gdańsk',
  'Szczecin',
  'Bydgoszcz',
  'Lublin',
  'Białystok',
].map((name) => ({
  name,
  slug: citySlug(name),
}))

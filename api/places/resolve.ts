import type { Place } from '../contract/marketplace'
import { fold } from '@kernel/text'
import type { Db } from '../lib/db'
import { postcodePlace, postcodePrefix } from './postcode-area'
import { compoundPlace } from './phrases'
import {
  facilityDistricts,
  PLACE_COLUMNS,
  type PlaceRow,
  placeKey,
  placesNamed,
  SUGGESTION_LIMIT,
  toPlace,
  unique,
} from './rows'
import { closePlaces } from './typo'

export type Resolution =
  /** `via`: how the place was found; a phrase or a close spelling must not hide what the text finds as text. */
  { place: Place; alternatives: Place[]; via: 'name' | 'phrase' | 'typo' } | { place: null; didYouMean: Place[] } | null

/**
 * What a submitted search text names, if it names a place: a postcode area; a locality or district of the
 * gazetteer by its name or an alternate one ("Cracow"; the most populous first, the others as alternatives); a
 * district from facility addresses; the most specific place in "city, district" or an address; a close spelling
 * ("Krakwo": resolved when one place is clearly meant, otherwise offered as "did you mean").
 * Null means "not a place": the caller searches the text instead.
 */
export async function resolvePlace(db: Db, text: string): Promise<Resolution> {
  const prefix = postcodePrefix(text)
  if (prefix) {
    const place = await postcodePlace(db, prefix)
    return place ? { place, alternatives: [], via: 'name' } : null
  }
  const key = placeKey(text)
  if (key.length < 2) return null
  const places = await placesNamed(db, [key])
  if (!places.length) places.push(...(await facilityDistricts(db, [key])))
  const [place, ...alternatives] = places
  if (place) return { place, alternatives, via: 'name' }
  const compound = await compoundPlace(db, text)
  if (compound) return { place: compound, alternatives: [], via: 'phrase' }
  const close = await closePlaces(db, key)
  if (close.resolved) return { place: close.resolved, alternatives: [], via: 'typo' }
  return close.candidates.length ? { place: null, didYouMean: close.candidates } : null
}

/** The suggestion list of the search boxes: places whose name starts with the typed text, biggest first. */
export async function suggestPlaces(db: Db, text: string): Promise<Place[]> {
  const prefix = postcodePrefix(text)
  if (prefix) {
    const place = await postcodePlace(db, prefix)
    return place ? [place] : []
  }
  const key = placeKey(text)
  if (key.length < 2) return []
  const [districts, rows] = await Promise.all([
    facilityDistricts(db, [key], true),
    db
      .prepare(
        `SELECT ${PLACE_COLUMNS} FROM places p WHERE p.name_folded >= ?1 AND p.name_folded < ?2 ORDER BY p.population DESC LIMIT ${SUGGESTION_LIMIT + 2}`,
      )
      .bind(key, `${key}\u007f`)
      .all<PlaceRow>(),
  ])
  const places = unique(rows.results.map(toPlace))
  if (!places.length) places.push(...(await placesNamed(db, [key])))
  const names = new Set(places.map((p) => `${fold(p.name)}|${p.parent ?? ''}`))
  for (const d of districts) if (!names.has(`${fold(d.name)}|${d.parent}`)) places.push(d)
  return places.slice(0, SUGGESTION_LIMIT)
}

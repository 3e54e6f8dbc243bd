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
  | {
      place: Place
      alternatives: Place[]
      /** How the place was found; a phrase or a close spelling must not hide what the text finds as text. */
      via: 'name' | 'phrase' | 'typo'
      /** Words beside a known city that named nothing: the city is searched, and the page says so. */
      unmatched?: string
    }
  /** `ask`: districts of several cities share the name ("Śródmieście"): the renter picks one. */
  | { place: null; didYouMean: Place[]; ask?: true }
  | null

/**
 * The name is the own name of districts of two or more cities, and none is ten times the size of the next (an
 * alternate name does not count: "Kazimierz" is Kraków's, though Sosnowiec's Kazimierz Górniczy answers to it too).
 */
function districtsToChooseFrom(places: Place[], keys: string[], sizes: Map<string, number>): Place[] | null {
  const districts = places.filter((p) => p.kind === 'district' && p.parent && keys.includes(fold(p.name)))
  if (new Set(districts.map((p) => p.parent)).size < 2) return null
  const [first, second] = districts.map((p) => sizes.get(p.id) ?? 0)
  return first! >= 10 * Math.max(second!, 1)
    ? null
    : places.filter((p) => keys.includes(fold(p.name))).slice(0, SUGGESTION_LIMIT)
}

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
  // "Praga-Południe" is stored as GeoNames writes it, "Praga Południe".
  const keys = [...new Set([key, key.replaceAll('-', ' ')])]
  const sizes = new Map<string, number>()
  const places = await placesNamed(db, keys, false, sizes)
  if (!places.length) places.push(...(await facilityDistricts(db, keys)))
  const choose = districtsToChooseFrom(places, keys, sizes)
  if (choose) return { place: null, didYouMean: choose, ask: true }
  const [place, ...alternatives] = places
  if (place) return { place, alternatives, via: 'name' }
  const compound = await compoundPlace(db, text)
  if (compound)
    return {
      place: compound.place,
      alternatives: [],
      via: compound.corrected ? 'typo' : compound.sure ? 'name' : 'phrase',
      ...(compound.unmatched ? { unmatched: compound.unmatched } : {}),
    }
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

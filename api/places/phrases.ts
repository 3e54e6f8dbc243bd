import type { Place } from '../contract/marketplace'
import { fold } from '@kernel/text'
import type { Db } from '../lib/db'
import { facilityDistricts, placeKey, placesNamed } from './rows'
import { POSTCODE_IN_TEXT, postcodePlace } from './postcode-area'
import { closeDistrict } from './typo'

/** Words of an address that never name a place: street prefixes and house or flat numbers. */
const NOT_A_NAME = /^(ul|al|os|pl|ulica|aleja|osiedle|plac|nr|m|lok)\.?$|\d/i
const MAX_WINDOW = 4
/** What makes a text an address rather than a handful of search words: a house number or a street prefix. */
export const ADDRESS_MARK = /(^|\s)((ul|al|os|pl|ulica|aleja|osiedle|plac)\.?\s|\d+[a-z]?(\/\d+[a-z]?)?(\s|,|$))/i

/**
 * The words of each comma-separated part that may be part of a name. A hyphen separates words too: "Gdańsk-Wrzeszcz"
 * is a city and its district, and a hyphenated name ("Praga-Południe", "Bielsko-Biała") is also stored with a space.
 */
function nameWords(text: string): string[][] {
  return text.split(/[,;/]/).map((part) =>
    part
      .split(/\s+/)
      .filter((w) => w && !NOT_A_NAME.test(w))
      .flatMap((w) => placeKey(w).split('-'))
      .filter(Boolean),
  )
}

/** Every run of up to four consecutive words of each comma-separated part: "Floriańska 15, Kraków" → "kraków"… */
export function phraseKeys(text: string): string[] {
  const keys = new Set<string>()
  for (const words of nameWords(text))
    for (let i = 0; i < words.length; i++)
      for (let n = 1; n <= MAX_WINDOW && i + n <= words.length; n++) {
        const key = words.slice(i, i + n).join(' ')
        if (key.length >= 3) keys.add(key)
      }
  return [...keys].slice(0, 60)
}

/** Which of `keys` some place is called (by its own name or an alternate one). */
async function knownNames(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set()
  const rows = await db
    .prepare(
      `SELECT DISTINCT name_folded AS name FROM place_names WHERE name_folded IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(keys))
    .all<{ name: string }>()
  return new Set(rows.results.map((r) => r.name))
}

/** The folded words of a name, hyphens as spaces: "Bielsko-Biała" → bielsko, biala. */
const wordsOf = (name: string) =>
  fold(name)
    .split(/[\s-]+/)
    .filter(Boolean)

/** The words of the text no name in `used` accounts for, as typed: "ul. Floriańska 1" of "ul. Floriańska 1, Kraków". */
function leftOver(text: string, used: string[]): string {
  const covered = new Set(used.flatMap(wordsOf))
  return text
    .split(/[\s,;/]+/)
    .filter(
      (w) =>
        w &&
        !placeKey(w)
          .split('-')
          .every((part) => covered.has(part.replace(/[.'’]/g, ''))),
    )
    .join(' ')
    .trim()
}

/** Which of `keys` name these places (own or alternate names): "warsaw" of "Warsaw Mokotów" names Warszawa. */
async function keysNaming(db: Db, places: Place[], keys: string[]): Promise<string[]> {
  const ids = places.map((p) => Number(p.id)).filter(Number.isInteger)
  if (!ids.length || !keys.length) return []
  const rows = await db
    .prepare(
      `SELECT DISTINCT name_folded AS name FROM place_names
       WHERE place_id IN (SELECT value FROM json_each(?1)) AND name_folded IN (SELECT value FROM json_each(?2))`,
    )
    .bind(JSON.stringify(ids), JSON.stringify(keys))
    .all<{ name: string }>()
  return rows.results.map((r) => r.name)
}

export type Compound = {
  place: Place
  /** The text names this place and nothing else (a city and its district): no text search overrides it. */
  sure: boolean
  /** The words that named nothing, when the place is the city they stood beside. */
  unmatched?: string
  /** The district was a close spelling of a word beside its city ("Gdańsk Wrzeszc"). */
  corrected?: boolean
}

/**
 * The most specific known place in a text of several parts: "Kraków, Nowa Huta", "Mokotów Warszawa",
 * "Gdańsk-Wrzeszcz", "ul. Floriańska 15, 31-019 Kraków". A postcode that facilities carry beats a district, a district
 * of a city named in the text beats the city, and a city beats the postcode's wider region. Once a text names a
 * city, nothing outside it is guessed: an unknown word is a close spelling of one of its districts, or the city
 * itself, with the word reported as not understood.
 */
export async function compoundPlace(db: Db, text: string): Promise<Compound | null> {
  const code = POSTCODE_IN_TEXT.exec(text)
  const rest = code ? text.replace(code[0], ' ') : text
  const keys = phraseKeys(rest)
  if (keys.length < 2 && !code) return null
  const [named, districts, postcode, known] = await Promise.all([
    placesNamed(db, keys, true),
    facilityDistricts(db, keys),
    code ? postcodePlace(db, `${code[1]}-${code[2]}`) : null,
    knownNames(db, keys),
  ])
  if (code && postcode?.id === `pc:${code[1]}-${code[2]}`) return { place: postcode, sure: true }
  // A city named inside a longer city name is not another city ("Dwór" in "Nowy Dwór Mazowiecki").
  const cityNames = [...new Set(named.filter((p) => p.kind === 'city').map((p) => fold(p.name)))]
  const cities = cityNames.filter((n) => !cityNames.some((m) => m !== n && ` ${m} `.includes(` ${n} `)))
  const district = [...named, ...districts].find(
    (p) => p.kind === 'district' && p.parent !== null && cities.includes(fold(p.parent)),
  )
  const chosenCity = (name: string) => named.find((p) => p.kind === 'city' && fold(p.name) === name)
  if (district) {
    const city = chosenCity(fold(district.parent!))
    const aliases = await keysNaming(db, city ? [district, city] : [district], keys)
    const unmatched = leftOver(rest, [district.name, district.parent!, ...aliases])
    return { place: district, sure: !unmatched, ...(unmatched ? { unmatched } : {}) }
  }
  const city = cities.length === 1 ? chosenCity(cities[0]!) : undefined
  if (city) {
    const unmatched = leftOver(rest, [city.name, ...(await keysNaming(db, [city], keys))])
    const typed = nameWords(unmatched).flat().join(' ')
    const close = typed && !ADDRESS_MARK.test(unmatched) ? await closeDistrict(db, typed, city.name) : null
    if (close) return { place: close, sure: true, corrected: true }
    return { place: city, sure: !unmatched, ...(unmatched ? { unmatched } : {}) }
  }
  // Words with neither a comma nor an address mark are search words unless every one of them is part of a name:
  // "Mokotów Warszawa" is a place, "warszawa OR krakow" is not.
  if (!/[,;]/.test(text) && !ADDRESS_MARK.test(text)) {
    for (const d of districts) known.add(fold(d.name))
    const covered = new Set([...known].flatMap((k) => k.split(/[\s-]+/)))
    const words = placeKey(text)
      .split(/[\s-]+/)
      .filter(Boolean)
    if (!words.every((w) => covered.has(w))) return null
  }
  const place = named.find((p) => p.kind === 'city') ?? named[0] ?? districts[0] ?? postcode
  return place ? { place, sure: false } : null
}

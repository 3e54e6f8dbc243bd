import type { Place } from '../contract/marketplace'
import { fold } from '@kernel/text'
import type { Db } from '../lib/db'
import { facilityDistricts, placeKey, placesNamed } from './rows'
import { POSTCODE_IN_TEXT, postcodePlace } from './postcode-area'

/** Words of an address that never name a place: street prefixes and house or flat numbers. */
const NOT_A_NAME = /^(ul|al|os|pl|ulica|aleja|osiedle|plac|nr|m|lok)\.?$|\d/i
const MAX_WINDOW = 4
/** What makes a text an address rather than a handful of search words: a house number or a street prefix. */
const ADDRESS_MARK = /(^|\s)((ul|al|os|pl|ulica|aleja|osiedle|plac)\.?\s|\d+[a-z]?(\/\d+[a-z]?)?(\s|,|$))/i

/** Every run of up to four consecutive words of each comma-separated part: "Floriańska 15, Kraków" → "kraków"… */
export function phraseKeys(text: string): string[] {
  const keys = new Set<string>()
  for (const part of text.split(/[,;/]/)) {
    const words = part.split(/\s+/).filter((w) => w && !NOT_A_NAME.test(w))
    for (let i = 0; i < words.length; i++)
      for (let n = 1; n <= MAX_WINDOW && i + n <= words.length; n++) {
        const key = placeKey(words.slice(i, i + n).join(' '))
        if (key.length >= 3) keys.add(key)
      }
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

/**
 * The most specific known place in a text of several parts: "Kraków, Nowa Huta", "Mokotów Warszawa",
 * "ul. Floriańska 15, 31-019 Kraków". A postcode that facilities carry beats a district, a district of a city named
 * in the text beats the city, and a city beats the postcode's wider region.
 */
export async function compoundPlace(db: Db, text: string): Promise<Place | null> {
  const code = POSTCODE_IN_TEXT.exec(text)
  const keys = phraseKeys(code ? text.replace(code[0], ' ') : text)
  if (keys.length < 2 && !code) return null
  const [named, districts, postcode, known] = await Promise.all([
    placesNamed(db, keys, true),
    facilityDistricts(db, keys),
    code ? postcodePlace(db, `${code[1]}-${code[2]}`) : null,
    knownNames(db, keys),
  ])
  // Words with neither a comma nor an address mark are search words unless every one of them is part of a name:
  // "Mokotów Warszawa" is a place, "krakow brak-takiego-slowa" and "warszawa OR krakow" are not.
  if (!/[,;]/.test(text) && !ADDRESS_MARK.test(text)) {
    for (const d of districts) known.add(fold(d.name))
    const covered = new Set([...known].flatMap((k) => k.split(/[\s-]+/)))
    const words = placeKey(text)
      .split(/[\s-]+/)
      .filter(Boolean)
    if (!words.every((w) => covered.has(w))) return null
  }
  if (code && postcode?.id === `pc:${code[1]}-${code[2]}`) return postcode
  const cities = named.filter((p) => p.kind !== 'district')
  const cityNames = new Set(cities.map((p) => fold(p.name)))
  const district = [...named, ...districts].find(
    (p) => p.kind === 'district' && p.parent !== null && cityNames.has(fold(p.parent)),
  )
  return district ?? cities[0] ?? named[0] ?? districts[0] ?? postcode
}

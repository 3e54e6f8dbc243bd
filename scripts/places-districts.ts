/**
 * Writes api/db/places/districts.tsv: the named parts of Polish cities (dzielnice, osiedla, older quarters) from
 * GeoNames' full country dump of Poland (`PL.txt` inside GeoNames' `PL.zip`, CC BY 4.0), which the cities500 dump
 * the gazetteer is built from lacks (ADR 0099). Run by hand when the dump is refreshed; the output is committed, so
 * seeding never needs the dump:
 *
 *   npm run places:districts -- /path/to/PL.txt
 *
 * A part belongs to a city when GeoNames puts it in the city's own commune: every populated place and every
 * fourth-level unit (ADM4, ADM4H) in the commune of a city with county rights (its whole commune is the city), and a
 * section of a populated place (PPLX) within 10 km in the commune of any other city (a seat or 10,000+ people). Names GeoNames marks as
 * historical or abandoned places (PPLH, PPLQ, PPLW) and survey areas ("Rejon ulicy …", "(rejon)") stay out.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fold } from '../kernel/text.ts'

const OUT = join(import.meta.dirname, '..', 'api', 'db', 'places', 'districts.tsv')

type Row = {
  id: number
  name: string
  alternates: string[]
  lat: number
  lon: number
  featureClass: string
  code: string
  admin2: string
  admin3: string
  population: number
}

/** What the gazetteer calls a city (ADR 0037): the capital, a voivodeship or county seat, or 10,000+ people. */
const SEATS = new Set(['PPLC', 'PPLA', 'PPLA2'])
const PART_CODES = new Set(['PPL', 'PPLX', 'PPLA4', 'ADM4', 'ADM4H'])
/** Survey areas and abbreviations are no name anyone types. */
const NOT_A_DISTRICT = /\(|^(rejon|teren)\s/i
const KEEP_TOGETHER = new Set(['polnoc', 'poludnie', 'wschod', 'zachod', 'centrum', 'pln', 'pld', 'gorny', 'dolny'])

function km(a: Row, b: Row): number {
  const x = (((b.lon - a.lon) * Math.PI) / 180) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)
  const y = ((b.lat - a.lat) * Math.PI) / 180
  return Math.sqrt(x * x + y * y) * 6371
}

function read(path: string): Row[] {
  const rows: Row[] = []
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const c = line.split('\t')
    if (c[8] !== 'PL' || !c[12]) continue
    rows.push({
      id: Number(c[0]),
      name: c[1]!.trim(),
      alternates: c[3] ? c[3].split(',') : [],
      lat: Number(c[4]),
      lon: Number(c[5]),
      featureClass: c[6]!,
      code: c[7]!,
      admin2: c[11]!,
      admin3: c[12]!,
      population: Number(c[14]) || 0,
    })
  }
  return rows
}

/** "Krzyki - Partynice", "Orunia-Św. Wojciech-Lipce": each part is also how people name it. */
function partNames(name: string): string[] {
  const spaced = name.split(/\s+-\s+/)
  const parts = spaced.length > 1 ? spaced : name.split('-').length > 2 ? name.split('-') : []
  return parts.map((p) => p.trim()).filter((p) => p.length >= 4 && !KEEP_TOGETHER.has(fold(p).replace(/\.$/, '')))
}

function main() {
  const path = process.argv[2]
  if (!path) throw new Error('usage: npm run places:districts -- /path/to/PL.txt')
  const rows = read(path)
  const populated = rows.filter((r) => r.featureClass === 'P')
  const cities = populated.filter((r) => r.code !== 'PPLX' && (SEATS.has(r.code) || r.population >= 10_000))
  // One city per commune: the most populous (a commune seat that is a village never outranks a town in it).
  const cityOf = new Map<string, Row>()
  for (const c of cities) {
    const known = cityOf.get(c.admin3)
    if (!known || c.population > known.population) cityOf.set(c.admin3, c)
  }
  type Part = { row: Row; city: Row; aliases: Set<string> }
  const parts = new Map<string, Part>()
  const rank = (r: Row) => (r.population > 0 ? 0 : r.featureClass === 'P' ? 1 : r.code === 'ADM4' ? 2 : 3)
  for (const r of rows) {
    if (!PART_CODES.has(r.code) || NOT_A_DISTRICT.test(r.name)) continue
    const city = cityOf.get(r.admin3)
    if (!city || city.id === r.id || fold(city.name) === fold(r.name)) continue
    const countyCity = Number(city.admin2.slice(2)) >= 61
    if (!countyCity && r.code !== 'PPLX') continue
    if (km(r, city) > (countyCity ? 25 : 10)) continue
    const aliases = new Set([...r.alternates, ...partNames(r.name)])
    // One spelling of a hyphen: "Krzyki - Partynice" is typed, and found, as "Krzyki-Partynice". A name starts with
    // a capital, and an abbreviated "os." is written out: "os. Witosa" is shown as "Osiedle Witosa".
    r.name = r.name
      .replace(/\s+-\s+/g, '-')
      .replace(/^os\.\s*/i, 'Osiedle ')
      .replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase('pl'))
    const key = `${city.id}|${fold(r.name)}`
    const known = parts.get(key)
    for (const a of known?.aliases ?? []) aliases.add(a)
    if (!known || rank(r) < rank(known.row)) parts.set(key, { row: r, city, aliases })
    else known.aliases = aliases
  }
  const lines = [...parts.values()]
    .sort((a, b) => a.city.id - b.city.id || a.row.id - b.row.id)
    .map(({ row, city, aliases }) => {
      aliases.delete(row.name)
      const names = [...aliases].filter((a) => a && !a.includes('\t') && !a.includes('|')).sort()
      return [row.id, row.name, city.id, row.lat, row.lon, row.population, names.join('|')].join('\t')
    })
  const header = [
    "# Parts of Polish cities (ADR 0099), written by scripts/places-districts.ts from GeoNames' PL.txt.",
    '# Data © GeoNames (geonames.org), CC BY 4.0. Columns: id, name, city id, latitude, longitude, population, other names.',
  ]
  writeFileSync(OUT, `${[...header, ...lines].join('\n')}\n`)
  console.log(`${lines.length} parts of ${new Set([...parts.values()].map((p) => p.city.id)).size} cities → ${OUT}`)
}

main()

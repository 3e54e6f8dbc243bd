import type { Place } from '../contract/marketplace'
import type { Db } from '../lib/db'
import { typingDistance } from './edit-distance'
import { PLACE_COLUMNS, type PlaceRow, toPlace } from './rows'

const CANDIDATES = 60
/** How many places a "did you mean" offers. */
const OFFERED = 3

/** Edits allowed for a name of this length: one for short names, two from five letters ("Krakwo" → "krakow"). */
const allowedEdits = (length: number) => (length < 5 ? 1 : 2)

/** The trigrams of a folded text as an FTS5 OR query: each one a quoted phrase, so user text is never syntax. */
function trigramQuery(key: string): string | null {
  const grams = new Set<string>()
  for (let i = 0; i + 3 <= key.length; i++) grams.add(key.slice(i, i + 3))
  return grams.size ? [...grams].map((g) => `"${g.replaceAll('"', '""')}"`).join(' OR ') : null
}

/**
 * Places whose name (or alternate name) is within a couple of typing errors of `key`. The trigram index finds the
 * candidates that share most letter triples with it; the typing distance decides, then size, then the typed
 * length. One clear winner is `resolved`; otherwise up to three are offered.
 */
export async function closePlaces(db: Db, key: string): Promise<{ resolved: Place | null; candidates: Place[] }> {
  const none = { resolved: null, candidates: [] }
  // Only a name can be misspelt: "krak*" is search text, not a typo.
  const match = key.length >= 4 && /^[\p{L} .'-]+$/u.test(key) ? trigramQuery(key) : null
  if (!match) return none
  // A name more letters longer or shorter than the edits allowed cannot be within them: only the others compete
  // for the candidates (with every city's districts in the index, "lubiln" shares trigrams with a hundred names).
  const edits = allowedEdits(key.length)
  const hits = await db
    .prepare(
      `SELECT name_folded AS name, place_id AS id FROM place_name_trigrams WHERE place_name_trigrams MATCH ?1
       AND length(name_folded) BETWEEN ?2 AND ?3 ORDER BY rank LIMIT ${CANDIDATES}`,
    )
    .bind(match, key.length - edits, key.length + edits)
    .all<{ name: string; id: number }>()
  const scored = hits.results.map((h) => ({ ...h, edits: typingDistance(key, h.name) }))
  const best = Math.min(...scored.map((s) => s.edits))
  if (!Number.isFinite(best) || best > allowedEdits(key.length)) return none
  const closest = scored.filter((s) => s.edits === best)
  const places = await placesById(db, [...new Set(closest.map((s) => s.id))])
  if (!places.length) return none
  // A clear winner by size; failing that, among equally close names one of the typed length (a swap or a wrong
  // letter is a likelier slip than a lost one: "Lubiln" is Lublin rather than Lubin).
  const sameLength = new Set(closest.filter((s) => s.name.length === key.length).map((s) => s.id))
  const winner = clearWinner(places) ?? clearWinner(places.filter((p) => sameLength.has(p.id)))
  return winner
    ? { resolved: toPlace(winner), candidates: [] }
    : { resolved: null, candidates: places.slice(0, OFFERED).map(toPlace) }
}

type SizedRow = PlaceRow & { population: number }

/** The only place, or one ten times as populous as the next. */
function clearWinner(places: SizedRow[]): SizedRow | null {
  const [first, second] = places
  if (!first) return null
  return !second || first.population >= 10 * Math.max(second.population, 1) ? first : null
}

async function placesById(db: Db, ids: number[]): Promise<SizedRow[]> {
  const rows = await db
    .prepare(
      `SELECT ${PLACE_COLUMNS}, p.population FROM places p WHERE p.id IN (SELECT value FROM json_each(?1)) ORDER BY p.population DESC`,
    )
    .bind(JSON.stringify(ids))
    .all<SizedRow>()
  return rows.results
}

/** A city's districts with every name each is known by: seeks by places_parent, then place_names_place (0055). */
export const DISTRICT_NAMES_SQL = `SELECT ${PLACE_COLUMNS}, n.name_folded AS typed FROM places p JOIN place_names n ON n.place_id = p.id
  WHERE p.parent = ?1 AND p.kind = 'district'`

/**
 * A district of `city` spelt within a couple of typing errors of `key` ("Gdańsk Wrzeszc"): the correction a text
 * that names its city allows, so a slip never lands in another region. Reads the city's own district names only
 * (places_parent, migration 0051). Null when none is that close, or two are equally close.
 */
export async function closeDistrict(db: Db, key: string, city: string): Promise<Place | null> {
  if (key.length < 4 || !/^[\p{L} .'-]+$/u.test(key)) return null
  const rows = await db.prepare(DISTRICT_NAMES_SQL).bind(city).all<PlaceRow & { typed: string }>()
  const scored = rows.results.map((r) => ({ row: r, edits: typingDistance(key, r.typed) }))
  const best = Math.min(...scored.map((s) => s.edits))
  if (!Number.isFinite(best) || best > allowedEdits(key.length)) return null
  const closest = new Set(scored.filter((s) => s.edits === best).map((s) => s.row.id))
  return closest.size === 1 ? toPlace(scored.find((s) => s.edits === best)!.row) : null
}

/**
 * Local D1 seed: demo operators, users, facilities, units and rich content (demo-data.ts), optionally plus N
 * synthetic facilities for load testing. Idempotent and additive: every row is `INSERT OR IGNORE` by its fixed id or
 * unique key, so a second run adds only what is missing and never deletes or overwrites what is there (an edit
 * made in the admin, a facility it created, an inquiry). `npm run db:reset` is the way to start over.
 *
 *   node --import ./scripts/lib/alias-hooks.ts scripts/seed.ts --persist-to <dir> [--large N]
 *
 * Run by scripts/lib/local-server.ts (prepareDatabase) after the migrations, with Node 22 type stripping —
 * erasable TS syntax only; the path aliases resolve through scripts/lib/alias-hooks.ts. The data lives in
 * api/db/seed/. Credentials come from .dev.vars
 * (falling back to .dev.vars.example). The SQL goes to a temp file executed by `wrangler d1 execute --local`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { FEATURE_CODES, type FeatureCode, type UnitType } from '@api/contract/marketplace'
import { loadPolishPlaces } from '@api/db/places/geonames'
import {
  DEMO_CLIENTS,
  DEMO_FACILITIES,
  DEMO_INQUIRIES,
  FACILITY_IMAGE_COUNT,
  PROMOTED_SLUGS,
  demoUsers,
  facilityImage,
  type SeedCredentials,
} from '@api/db/seed/demo-data'
import { richRange, sizeLabel, unitPrice } from '@api/db/seed/demo-units'
import { DEMO_FACILITIES_EN, englishDescription } from '@api/db/seed/demo-data-en'
import { demoStays } from '@api/db/seed/demo-reviews'
import { hashPassword } from '@api/auth/password'
import { facilitySlug } from '@api/facilities/slug'
import { addDays, businessToday } from '@kernel/calendar-date'
import { mulberry32 } from '@kernel/prng'
import { fold } from '@kernel/text'
import { registriesFrom } from '@api/registries/config'
import { fakeRegisters } from '@api/registries/fake'
import { type CompanyFacts, verifyCompany } from '@api/registries/verify'
import { OFFLINE_ENV, ROOT, SOURCE_CONFIG, run } from './lib/local-server.ts'

// ---------------------------------------------------------------------------------------------------------------
// SQL text helpers (a file has no bound parameters: every value is an escaped literal)

type Value = string | number | boolean | null | undefined

function lit(value: Value): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`)
    return String(value)
  }
  return `'${value.replace(/'/g, "''")}'`
}

/** Multi-row INSERTs of at most 100 rows and ~90 KB each (D1 caps statement size). */
function inserts(table: string, columns: readonly string[], rows: readonly Value[][]): string[] {
  const head = `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES\n`
  const statements: string[] = []
  let batch: string[] = []
  let size = head.length
  const flush = () => {
    if (batch.length) statements.push(`${head}${batch.join(',\n')};`)
    batch = []
    size = head.length
  }
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`${table}: ${row.length} values for ${columns.length} columns`)
    const tuple = `(${row.map(lit).join(', ')})`
    if (batch.length >= 100 || (batch.length && size + tuple.length > 90_000)) flush()
    batch.push(tuple)
    size += tuple.length + 2
  }
  flush()
  return statements
}

/**
 * Synthetic rows start far above any id the demo data or the admin console gives out, so adding them to a
 * database in use never collides with (and never hangs units onto) a facility or client made there.
 */
const SYNTHETIC_FIRST_ID = 1_000_001

/** Same statement as refreshFacilityStats() in api/facilities/rows.ts, for every facility. */
const AVAILABLE = 'u.facility_id = facilities.id AND u.is_active = 1 AND u.is_occupied = 0'
const REFRESH_STATS = `UPDATE facilities SET
  price_from = (SELECT MIN(u.price_monthly) FROM units u WHERE ${AVAILABLE}),
  min_price_per_m2 = (SELECT MIN(u.price_monthly / u.size_m2) FROM units u WHERE ${AVAILABLE} AND u.size_m2 > 0),
  min_size_m2 = (SELECT MIN(u.size_m2) FROM units u WHERE ${AVAILABLE}),
  max_size_m2 = (SELECT MAX(u.size_m2) FROM units u WHERE ${AVAILABLE}),
  available_units = (SELECT COUNT(*) FROM units u WHERE ${AVAILABLE}),
  unit_types = COALESCE((SELECT group_concat(DISTINCT u.type) FROM units u WHERE ${AVAILABLE}), '');`

const CLIENT_COLUMNS = [
  'id',
  'company_name',
  'contact_name',
  'phone',
  'billing_email',
  'street',
  'building_number',
  'apartment_number',
  'postal_code',
  'city',
  'latitude',
  'longitude',
  'nip',
  'plan',
  'regon',
  'krs',
] as const
const USER_COLUMNS = ['id', 'email', 'password_hash', 'role', 'name', 'client_id', 'lang', 'email_verified_at'] as const
/** The demo accounts own their addresses (issue 40): their lists show what was made with them, as the journeys expect. */
const SEEDED_VERIFIED_AT = '2025-09-01T08:00:00.000Z'
const INQUIRY_COLUMNS = [
  'id',
  'facility_id',
  'name',
  'email',
  'phone',
  'size_m2',
  'unit_code',
  'message',
  'status',
  'stage',
  'first_response_at',
  'created_at',
] as const
const FACILITY_COLUMNS = [
  'id',
  'client_id',
  'slug',
  'name',
  'search_text',
  'description',
  'email',
  'phone',
  'website',
  'brand',
  'image_url',
  'street',
  'building_number',
  'postal_code',
  'city',
  'latitude',
  'longitude',
  'features',
  'active',
  'promoted',
  'district',
  'district_key',
  'description_en',
] as const
const UNIT_COLUMNS = [
  'facility_id',
  'code',
  'size_label',
  'size_m2',
  'type',
  'price_monthly',
  'is_active',
  'is_occupied',
] as const
const RICH_COLUMNS = [
  'facility_id',
  'title',
  'lead',
  'body_html',
  'storage_info_html',
  'tips_html',
  'faq',
  'image_url',
  'brand',
  'min_size_m2',
  'max_size_m2',
  'min_price_monthly',
  'max_price_monthly',
  'features',
  'title_en',
  'lead_en',
  'body_html_en',
  'storage_info_html_en',
  'tips_html_en',
  'faq_en',
] as const

const searchText = (name: string, city: string, postalCode: string, street: string, district?: string | null) =>
  fold(`${name} ${city} ${postalCode} ${street}${district ? ` ${district}` : ''}`)
const PLACE_COLUMNS = [
  'id',
  'name',
  'name_folded',
  'kind',
  'region',
  'parent',
  'latitude',
  'longitude',
  'population',
] as const

// ---------------------------------------------------------------------------------------------------------------
// Credentials

function parseVars(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  const vars: Record<string, string> = {}
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const eq = line.indexOf('=')
    if (eq <= 0) continue
    const key = line
      .slice(0, eq)
      .trim()
      .replace(/^export\s+/, '')
    let value = line.slice(eq + 1).trim()
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0]))
      value = value.slice(1, -1)
    vars[key] = value
  }
  return vars
}

function readCredentials(): SeedCredentials {
  const vars = { ...parseVars(join(ROOT, '.dev.vars.example')), ...parseVars(join(ROOT, '.dev.vars')) }
  const need = (key: string) => {
    const value = vars[key]
    if (!value) throw new Error(`${key} is missing from .dev.vars and .dev.vars.example`)
    return value
  }
  return {
    adminEmail: need('SEED_ADMIN_EMAIL'),
    adminPassword: need('SEED_ADMIN_PASSWORD'),
    clientEmail: need('SEED_CLIENT_EMAIL'),
    clientPassword: need('SEED_CLIENT_PASSWORD'),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Verification (issue 42): every seeded company is checked against the fake register at seed time, through the
// same adapters and rules as the app, so the badge and "100% zweryfikowanych operatorów" are true from the start.

async function verificationStatements(clientId: Map<string, number>): Promise<string[]> {
  const registries = registriesFrom({ ENVIRONMENT: 'local' }, async (input, init) =>
    fakeRegisters.fetch(new Request(input, init)),
  )
  const checkedAt = new Date().toISOString()
  const statements: string[] = []
  for (const c of DEMO_CLIENTS) {
    // A company in its trial has just joined: nothing has checked it yet, and it lists nothing.
    if (c.plan === 'trial') continue
    const facts: CompanyFacts = {
      nip: c.nip,
      regon: c.regon,
      krs: c.krs,
      name: c.companyName,
      street: c.street,
      building: c.buildingNumber,
      postalCode: c.postalCode,
      city: c.city,
    }
    const verdict = await verifyCompany(facts, registries, businessToday())
    if (verdict.status !== 'verified') throw new Error(`Seeded company ${c.companyName} is not verified by its fixture`)
    const id = clientId.get(c.key)!
    // A database seeded before issue 42 gets the numbers it lacks (nothing typed in the console is overwritten).
    statements.push(
      `UPDATE clients SET nip = ${lit(c.nip)}, regon = ${lit(c.regon)}, krs = ${lit(c.krs)} WHERE id = ${id} AND nip IS NULL;`,
    )
    // Additive like the rest: a company that already has evidence (a second run) keeps it as it is.
    for (const row of verdict.evidence)
      statements.push(
        `INSERT INTO company_checks (client_id, register, request_id, outcome, compared, checked_at) SELECT ${[
          id,
          row.register,
          row.requestId,
          row.outcome,
          JSON.stringify(row.compared),
          checkedAt,
        ]
          .map(lit)
          .join(
            ', ',
          )} WHERE NOT EXISTS (SELECT 1 FROM company_checks WHERE client_id = ${id} AND checked_at != ${lit(checkedAt)})
          AND (SELECT nip FROM clients WHERE id = ${id}) = ${lit(c.nip)};`,
      )
    statements.push(
      `UPDATE clients SET verification_status = 'verified', verified_at = ${lit(checkedAt)} WHERE id = ${id} AND verification_status = 'unverified'
        AND EXISTS (SELECT 1 FROM company_checks WHERE client_id = ${id} AND checked_at = ${lit(checkedAt)});`,
    )
  }
  return statements
}

// ---------------------------------------------------------------------------------------------------------------
// Demo data → SQL

async function demoStatements(): Promise<string[]> {
  const clientId = new Map(DEMO_CLIENTS.map((c, i) => [c.key, i + 1]))
  const statements: string[] = []

  statements.push(
    ...inserts(
      'clients',
      CLIENT_COLUMNS,
      DEMO_CLIENTS.map((c, i) => [
        i + 1,
        c.companyName,
        c.contactName,
        c.phone,
        c.billingEmail,
        c.street,
        c.buildingNumber,
        c.apartmentNumber,
        c.postalCode,
        c.city,
        c.latitude,
        c.longitude,
        c.nip ?? null,
        c.plan ?? 'active',
        c.regon ?? null,
        c.krs ?? null,
      ]),
    ),
  )
  statements.push(...(await verificationStatements(clientId)))

  const users = demoUsers(readCredentials())
  const userRows: Value[][] = []
  for (const [i, u] of users.entries()) {
    userRows.push([
      i + 1,
      u.email,
      await hashPassword(u.password),
      u.role,
      u.name,
      u.client ? clientId.get(u.client)! : null,
      u.lang,
      SEEDED_VERIFIED_AT,
    ])
  }
  statements.push(...inserts('users', USER_COLUMNS, userRows))

  const facilityRows: Value[][] = []
  const unitRows: Value[][] = []
  const richRows: Value[][] = []
  for (const [i, f] of DEMO_FACILITIES.entries()) {
    const id = i + 1
    const slug = facilitySlug(f.name, f.city)
    const en = DEMO_FACILITIES_EN[slug]
    facilityRows.push([
      id,
      clientId.get(f.client)!,
      slug,
      f.name,
      searchText(f.name, f.city, f.postalCode, f.street, f.district),
      f.description,
      f.email,
      f.phone,
      f.website,
      f.brand,
      f.image,
      f.street,
      f.buildingNumber,
      f.postalCode,
      f.city,
      f.latitude,
      f.longitude,
      JSON.stringify(f.features),
      f.active,
      (PROMOTED_SLUGS as readonly string[]).includes(slug),
      f.district ?? null,
      f.district ? fold(f.district) : null,
      en?.description,
    ])
    for (const u of f.units)
      unitRows.push([id, u.code, u.sizeLabel, u.sizeM2, u.type, u.priceMonthly, u.isActive, u.isOccupied])
    if (f.rich) {
      const range = richRange(f.units)
      richRows.push([
        id,
        f.rich.title,
        f.rich.lead,
        f.rich.bodyHtml,
        f.rich.storageInfoHtml,
        f.rich.tipsHtml,
        JSON.stringify(f.rich.faq),
        f.image,
        f.brand,
        range.minSizeM2,
        range.maxSizeM2,
        range.minPriceMonthly,
        range.maxPriceMonthly,
        JSON.stringify(f.rich.features),
        en?.rich?.title,
        en?.rich?.lead,
        en?.rich?.bodyHtml,
        en?.rich?.storageInfoHtml,
        en?.rich?.tipsHtml,
        en?.rich ? JSON.stringify(en.rich.faq) : null,
      ])
    }
  }
  statements.push(...inserts('facilities', FACILITY_COLUMNS, facilityRows))
  statements.push(...inserts('units', UNIT_COLUMNS, unitRows))
  statements.push(...inserts('facility_rich_content', RICH_COLUMNS, richRows))
  statements.push(...reviewStatements())
  const ago = (days: number, hours = 0) => new Date(Date.now() - days * 86_400_000 + hours * 3_600_000).toISOString()
  statements.push(
    ...inserts(
      'inquiries',
      INQUIRY_COLUMNS,
      DEMO_INQUIRIES.map((q, i) => [
        i + 1,
        q.facility + 1,
        q.name,
        q.email,
        q.phone,
        q.sizeM2,
        q.unitCode,
        q.message,
        'new',
        q.stage,
        q.stage === 'new' ? null : ago(q.daysAgo, 3),
        ago(q.daysAgo),
      ]),
    ),
  )
  statements.push(
    ...inserts(
      'places',
      PLACE_COLUMNS,
      loadPolishPlaces().map((p) => [
        p.id,
        p.name,
        p.nameFolded,
        p.kind,
        p.region,
        p.parent,
        p.latitude,
        p.longitude,
        p.population,
      ]),
    ),
  )
  // Every name a place answers to: its own and the dump's alternates (exonyms), for the exact and the typo lookup.
  statements.push(
    ...inserts(
      'place_names',
      ['name_folded', 'place_id'],
      loadPolishPlaces().flatMap((p) => [p.nameFolded, ...p.alternates].map((name) => [name, p.id])),
    ),
  )
  return statements
}

/**
 * Issue 43: the stays behind each rated demo facility, as reservations the operator marked moved in, with their
 * event and their review. Migration 0050's triggers turn the reviews into the facility's rating and count.
 */
function reviewStatements(): string[] {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString()
  const statements: string[] = []
  for (const [i, f] of DEMO_FACILITIES.entries()) {
    const id = i + 1
    const unit = f.units[0]
    if (!unit) continue
    for (const stay of demoStays(id, f.rating)) {
      const movedIn = day(stay.movedInDaysAgo)
      const movedInOn = businessToday(Date.parse(movedIn))
      const reservation = `(SELECT id FROM reservations WHERE code = ${lit(stay.code)})`
      statements.push(
        `INSERT OR IGNORE INTO reservations (code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date,
  hold_until, name, email, phone, lang, status, created_at, confirmed_at, email_key)
SELECT ${lit(stay.code)}, ${id}, u.id, u.code, u.size_label, COALESCE(u.price_monthly, 0), ${lit(movedInOn)},
  ${lit(addDays(movedInOn, 2))}, ${lit(stay.name)}, ${lit(stay.email)}, '+48 600 000 000', ${lit(stay.lang)},
  'moved_in', ${lit(day(stay.movedInDaysAgo + 6))}, ${lit(day(stay.movedInDaysAgo + 5))}, ${lit(stay.email)}
FROM units u WHERE u.facility_id = ${id} AND u.code = ${lit(unit.code)};`,
        `INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, created_at)
SELECT r.id, 'confirmed', 'moved_in', 'operator', ${lit(movedIn)} FROM reservations r
WHERE r.code = ${lit(stay.code)} AND NOT EXISTS (SELECT 1 FROM reservation_events e WHERE e.reservation_id = r.id);`,
        `INSERT OR IGNORE INTO reviews (reservation_id, facility_id, score, cleanliness, access, staff, value, body, author, lang,
  moved_in_on, created_at, reply, reply_at)
SELECT ${reservation}, ${id}, ${stay.score}, ${lit(stay.aspects.cleanliness)}, ${lit(stay.aspects.access)}, ${lit(stay.aspects.staff)},
  ${lit(stay.aspects.value)}, ${lit(stay.body)}, ${lit(stay.author)}, ${lit(stay.lang)}, ${lit(movedInOn)},
  ${lit(day(stay.reviewedDaysAgo))}, ${lit(stay.reply)}, ${stay.reply ? lit(day(stay.reviewedDaysAgo - 1)) : 'NULL'}
WHERE ${reservation} IS NOT NULL;`,
      )
    }
  }
  return statements
}

// ---------------------------------------------------------------------------------------------------------------
// Synthetic facilities (--large N)

/** Deterministic PRNG (mulberry32): the same N gives the same data. */
function prng(seed: number) {
  const next = mulberry32(seed)
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** Standard normal (Box–Muller). */
    gauss: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  }
}

/** First digit of the postcodes of each voivodeship's main postal district (a code table, not a place list). */
const POSTAL_DIGIT: Record<string, string> = {
  mazowieckie: '0',
  'warmińsko-mazurskie': '1',
  podlaskie: '1',
  lubelskie: '2',
  świętokrzyskie: '2',
  małopolskie: '3',
  podkarpackie: '3',
  śląskie: '4',
  opolskie: '4',
  dolnośląskie: '5',
  wielkopolskie: '6',
  lubuskie: '6',
  zachodniopomorskie: '7',
  pomorskie: '8',
  'kujawsko-pomorskie': '8',
  łódzkie: '9',
}

/**
 * Towns and cities of the gazetteer (20,000+ inhabitants) as centres: [name, lat, lon, postcode prefixes,
 * weight (~population), base PLN rate per m² (dearer in bigger cities)].
 */
function cityCentres(): (readonly [string, number, number, readonly string[], number, number])[] {
  const biggest = 1_700_000
  return loadPolishPlaces()
    .filter((p) => p.kind === 'city' && p.population >= 20_000 && p.id > 0)
    .map((p) => {
      const digit = POSTAL_DIGIT[p.region] ?? '0'
      const share = Math.log(p.population / 20_000) / Math.log(biggest / 20_000)
      const weight = Math.max(1, Math.round((p.population / 40_000) ** 0.8))
      return [
        p.name,
        p.latitude,
        p.longitude,
        [`${digit}${p.id % 10}`, `${digit}${(p.id >> 3) % 10}`],
        weight,
        Math.round(18 + 24 * share),
      ] as const
    })
}
const BRANDS = [
  'Magazynek',
  'Schowek Plus',
  'BoxCity',
  'Przechowalnia Nova',
  'MiniMagazyn',
  'Schowkowo',
  'Boksy24',
  'SpaceBox',
  'Twój Schowek',
  'Kontenerownia',
]
const SUFFIXES = [
  'Centrum',
  'Północ',
  'Południe',
  'Wschód',
  'Zachód',
  'Park',
  'Plus',
  'Express',
  'Osiedle',
  'Obwodnica',
]
const STREETS = [
  'ul. Przemysłowa',
  'ul. Magazynowa',
  'ul. Składowa',
  'ul. Fabryczna',
  'ul. Kolejowa',
  'ul. Polna',
  'ul. Lipowa',
  'ul. Leśna',
  'ul. Słoneczna',
  'ul. Ogrodowa',
  'ul. Kwiatowa',
  'ul. Szkolna',
  'ul. Długa',
  'ul. Krótka',
  'ul. Warszawska',
  'ul. Krakowska',
  'ul. Poznańska',
  'ul. Gdańska',
  'ul. Wrocławska',
  'ul. Mickiewicza',
  'ul. Kościuszki',
  'ul. Sienkiewicza',
  'al. Jana Pawła II',
  'ul. Handlowa',
]
const SIZES = [1, 1.5, 2, 3, 4, 5, 6, 7.5, 10, 12, 15, 20]
const GARAGE_SIZES = [12, 15, 18, 20]
const SYNTHETIC_DESCRIPTIONS = [
  'Suche, ogrzewane boksy z dostępem kodem PIN i monitoringiem.',
  'Boksy i kontenery z wjazdem samochodem pod same drzwi.',
  'Magazyn samoobsługowy: najem online, dostęp przez całą dobę.',
  'Kameralny obiekt z obsługą na miejscu i windą towarową.',
]

function largeStatements(count: number, firstFacilityId: number, clientId: number): string[] {
  const rnd = prng(20_261_121)
  const CITY_CENTRES = cityCentres()
  const totalWeight = CITY_CENTRES.reduce((sum, c) => sum + c[4], 0)
  const pickCity = () => {
    let r = rnd.next() * totalWeight
    for (const city of CITY_CENTRES) {
      r -= city[4]
      if (r < 0) return city
    }
    return CITY_CENTRES[0]!
  }
  /** Normal scatter around the centre, redrawn (not clamped) when it falls outside Poland's bounding box. */
  const scatter = (centre: number, sigma: number, min: number, max: number) => {
    for (;;) {
      const v = centre + rnd.gauss() * sigma
      if (v >= min && v <= max) return v
    }
  }
  const round5 = (v: number) => Math.round(v * 1e5) / 1e5

  /** n distinct feature codes, in canonical order (partial Fisher–Yates). */
  const pickFeatures = (n: number): FeatureCode[] => {
    const pool: FeatureCode[] = [...FEATURE_CODES]
    for (let k = 0; k < n; k++) {
      const j = k + Math.floor(rnd.next() * (pool.length - k))
      ;[pool[k], pool[j]] = [pool[j]!, pool[k]!]
    }
    const chosen = new Set(pool.slice(0, n))
    return FEATURE_CODES.filter((code) => chosen.has(code))
  }

  const facilityRows: Value[][] = []
  const unitRows: Value[][] = []
  for (let i = 0; i < count; i++) {
    const id = firstFacilityId + i
    const [city, cLat, cLon, prefixes, weight, rate] = pickCity()
    // ~7 km for the largest cities, ~3 km for the smallest (a degree of longitude is ~0.62 of a degree of latitude here).
    const spread = weight >= 7 ? 0.06 : weight >= 2 ? 0.04 : 0.025
    const latitude = round5(scatter(cLat, spread, 49.3, 54.6))
    const longitude = round5(scatter(cLon, spread * 1.6, 14.2, 24.0))
    const brand = rnd.pick(BRANDS)
    const name = `${brand} ${rnd.pick(SUFFIXES)}`
    const street = rnd.pick(STREETS)
    const postalCode = `${rnd.pick(prefixes)}-${String(rnd.int(0, 999)).padStart(3, '0')}`
    const domain = `${fold(brand).replace(/[^a-z0-9]/g, '')}.pl`
    const features = pickFeatures(rnd.int(2, 6))
    const rated = rnd.next() > 0.15
    // Synthetic facilities have no stays, so no reviews and no rating (issue 43). The rating's old draws are still
    // made, in their place, so everything else generated stays the same.
    const skipRatingDraws = (drawn: boolean): [] => {
      if (drawn) {
        rnd.next()
        rnd.int(1, 250)
      }
      return []
    }
    facilityRows.push([
      id,
      clientId,
      `${facilitySlug(name, city)}-${i + 1}`,
      name,
      searchText(name, city, postalCode, street),
      `${brand} (${city}): ${rnd.pick(SYNTHETIC_DESCRIPTIONS)}`,
      `kontakt@${domain}`,
      `+48 ${rnd.int(500, 899)} ${rnd.int(100, 999)} ${rnd.int(100, 999)}`,
      `https://${domain}`,
      brand,
      facilityImage((i % FACILITY_IMAGE_COUNT) + 1),
      street,
      String(rnd.int(1, 250)),
      postalCode,
      city,
      latitude,
      longitude,
      JSON.stringify(features),
      ...skipRatingDraws(rated),
      rnd.next() > 0.03,
      false,
      null,
      null,
    ])
    const sizes: number[] = []
    const facilityRate = rate * (0.85 + rnd.next() * 0.3)
    const unitCount = rnd.int(4, 8)
    for (let k = 0; k < unitCount; k++) {
      const roll = rnd.next()
      const type: UnitType =
        roll < 0.55 ? 'standard' : roll < 0.7 ? 'klimatyzowany' : roll < 0.85 ? 'zewnetrzny' : 'garaz'
      const size = type === 'garaz' ? rnd.pick(GARAGE_SIZES) : rnd.pick(SIZES)
      sizes.push(size)
      const status = rnd.next()
      unitRows.push([
        id,
        `${type === 'garaz' ? 'G' : type === 'zewnetrzny' ? 'C' : 'A'}-${101 + k}`,
        sizeLabel(size),
        size,
        type,
        unitPrice(facilityRate, size, type),
        status >= 0.05,
        status >= 0.05 && status < 0.35,
      ])
    }
    // Last column, filled once the sizes are drawn; it uses no random draws, so the generated data stays the same.
    facilityRows[facilityRows.length - 1]!.push(englishDescription({ name, city, features, sizesM2: sizes }))
  }
  return [...inserts('facilities', FACILITY_COLUMNS, facilityRows), ...inserts('units', UNIT_COLUMNS, unitRows)]
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const { values } = parseArgs({ options: { 'persist-to': { type: 'string' }, large: { type: 'string' } } })
  const persistTo = resolve(values['persist-to'] ?? join(ROOT, '.wrangler/state'))
  const large = values.large === undefined ? 0 : Number(values.large)
  if (!Number.isInteger(large) || large < 0)
    throw new Error(`--large expects a non-negative integer, got ${values.large}`)

  const started = performance.now()
  const statements = await demoStatements()
  if (large) {
    const clientId = SYNTHETIC_FIRST_ID
    statements.push(
      ...inserts('clients', CLIENT_COLUMNS, [
        [
          clientId,
          'Syntetyczny Operator Sp. z o.o.',
          'Dane Testowe',
          '+48 22 000 00 00',
          'synthetic@skrytka.test',
          'ul. Testowa',
          '1',
          null,
          '00-001',
          'Warszawa',
          52.2297,
          21.0122,
          null,
          'active',
          null,
          null,
        ],
      ]),
    )
    statements.push(...largeStatements(large, SYNTHETIC_FIRST_ID, clientId))
  }
  statements.push(REFRESH_STATS)

  const dir = mkdtempSync(join(tmpdir(), 'skrytka-seed-'))
  const file = join(dir, 'seed.sql')
  try {
    writeFileSync(file, `${statements.join('\n')}\n`)
    const generated = performance.now()
    run(
      'wrangler',
      ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--config', SOURCE_CONFIG, '--file', file, '--yes'],
      OFFLINE_ENV,
    )
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    console.log(
      `Seed applied to ${persistTo} (${DEMO_FACILITIES.length} demo + ${large} synthetic facilities; rows already there were kept): ` +
        `SQL ${(statSync(file).size / 1e6).toFixed(1)} MB generated in ${seconds(generated - started)}, executed in ${seconds(performance.now() - generated)}.`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()

/**
 * `npm run test:hoard` (issue 39, ADR 0087): tries to hold every free priced unit of a city at once from one
 * network, every other try with a fresh spelling of one mailbox (`+tags`, Gmail's dots, capitals, googlemail.com,
 * full-width letters) and the rest with fresh addresses, against a running local server (`npm start`; HOARD_URL, default
 * http://localhost:8787). Every request comes from one IPv6 /64, as CF-Connecting-IP says (local wrangler passes it
 * through). Reports how many holds went through and why the rest were refused; exits non-zero if more than 3 held.
 * `-- --city Kraków` picks another city (default Warszawa). The holds it made stay unconfirmed and are released by
 * the 5-minute trigger after their hour.
 */
import { parseArgs } from 'node:util'

const BASE = process.env.HOARD_URL ?? `http://localhost:${process.env.PORT ?? 8787}`
const LIMIT = 3
const { values } = parseArgs({ options: { city: { type: 'string', default: 'Warszawa' } } })
const city = values.city!
const run = Date.now().toString(36)
// One /64 for the whole run; each request a different address inside it, as a hoarder's server would use.
const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:39`

type Summary = { slug: string; address: { city: string } }
type Unit = { id: number; code: string; isAvailable: boolean; priceMonthly: number | null }

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE}${path}`, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** Every free unit with a price in the city's facilities (a price on request cannot be held). */
async function freeUnits(): Promise<{ slug: string; unit: Unit }[]> {
  const list = await json<{ items: Summary[] }>(
    `/api/marketplace/facilities?location=${encodeURIComponent(city)}&limit=100`,
  )
  const facilities = list.items.filter((f) => f.address.city === city)
  const perFacility = await Promise.all(
    facilities.map(async (f) =>
      (await json<Unit[]>(`/api/marketplace/facilities/${f.slug}/units`))
        .filter((u) => u.isAvailable && u.priceMonthly !== null)
        .map((unit) => ({ slug: f.slug, unit })),
    ),
  )
  return perFacility.flat()
}

const name = `mallory${run}`
/** The n-th spelling of one mailbox: every one reaches the same inbox. */
const spelling = (n: number) =>
  [
    `${name}+${n}@gmail.com`,
    `${name.slice(0, 1 + (n % (name.length - 1)))}.${name.slice(1 + (n % (name.length - 1)))}@gmail.com`,
    `${name.toUpperCase()}+x${n}@Gmail.com`,
    `${name}+${n}@googlemail.com`,
    `\uff4d${name.slice(1)}+${n}@gmail.com`,
  ][n % 5]!

async function hold(slug: string, unit: Unit, email: string, n: number) {
  const response = await fetch(`${BASE}/api/forms/facilities/${slug}/reservations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      origin: BASE,
      'cf-connecting-ip': `${prefix}::${(n + 1).toString(16)}`,
    },
    body: JSON.stringify({
      unitId: unit.id,
      moveInDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      name: 'Mallory Zbieracz',
      email,
      phone: '600 700 800',
      acceptTerms: true,
      website: '',
    }),
  })
  const body = (await response.json().catch(() => ({}))) as { code?: string }
  return { status: response.status, code: body.code ?? (response.status === 201 ? 'HELD' : 'UNKNOWN') }
}

async function attempt(label: string, units: { slug: string; unit: Unit }[], emailOf: (n: number) => string) {
  // All at once, as a script would: the limits are counted inside each INSERT, so no ordering helps.
  const answers = await Promise.all(units.map(({ slug, unit }, n) => hold(slug, unit, emailOf(n), n)))
  const tally = new Map<string, number>()
  for (const { status, code } of answers) tally.set(`${status} ${code}`, (tally.get(`${status} ${code}`) ?? 0) + 1)
  const held = answers.filter((a) => a.status === 201).length
  console.log(`\n${label}: ${units.length} tries, ${held} held`)
  for (const [outcome, count] of [...tally].sort()) console.log(`  ${outcome.padEnd(36)} ${count}`)
  return held
}

const units = await freeUnits()
if (units.length === 0) throw new Error(`no free priced unit in ${city} at ${BASE}; is the server running and seeded?`)
console.log(`${city}: ${units.length} free priced units at ${BASE}; one network ${prefix}::/64`)
// Every other try a new spelling of one mailbox, the rest fresh addresses: each limit gets its turn.
const held = await attempt('every free unit at once', units, (n) =>
  n % 2 ? `hoard-${run}-${n}@example.pl` : spelling(n / 2),
)
console.log(`\nheld: ${held} of ${units.length} (at most ${LIMIT} per network)`)
if (held > LIMIT) {
  console.error(`✘ more than ${LIMIT} holds from one network`)
  process.exit(1)
}
console.log(`✔ stopped at ${held}`)

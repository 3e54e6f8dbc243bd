import { SESSION_COOKIE } from '@kernel/names'
import { seedSession } from '../seeded-session'
import { baseUrl } from './http'
import { ownServer } from './servers.ts'

/** Signed in without hashing a password (a session seeded into D1): the Cookie header value for later calls. */
export async function sessionFor(email: string): Promise<string> {
  return `${SESSION_COOKIE}=${await seedSession(ownServer().persistTo, email)}`
}

let loginQueue: Promise<unknown> = Promise.resolve()

/**
 * Signs in through the edge (the real path: Argon2id) and returns the Cookie header value. One login at a time per
 * test file: parallel hashes in one isolate can pass the proxy's 5 s timeout on a loaded machine.
 */
export function login(email: string, password: string, remember = false): Promise<string> {
  const next = loginQueue.then(() => realLogin(email, password, remember))
  loginQueue = next.catch(() => undefined)
  return next
}

async function realLogin(email: string, password: string, remember: boolean): Promise<string> {
  const response = await apiFetch('/api/auth/login', { method: 'POST', body: { email, password, remember } })
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  const setCookie = response.headers.get('set-cookie') ?? ''
  const match = /((?:__Host-)?skrytka_session=[^;]+)/.exec(setCookie)
  if (!match) throw new Error(`no session cookie in: ${setCookie}`)
  return match[1]!
}

type ApiInit = {
  method?: string
  body?: unknown
  rawBody?: string
  cookie?: string
  origin?: string | null
  headers?: Record<string, string>
}

/** Same-origin JSON call through the edge proxy (the Origin header satisfies the CSRF check). */
export function apiFetch(path: string, init: ApiInit = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...(init.headers ?? {}) }
  if (init.origin !== null) headers.origin = init.origin ?? baseUrl()
  if (init.cookie) headers.cookie = init.cookie
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
  if (body !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${baseUrl()}${path}`, { method: init.method ?? 'GET', headers, body, redirect: 'manual' })
}

export const SEED = {
  admin: { email: 'admin@skrytka.test', password: 'Admin-Skrytka-2026' },
  client: { email: 'operator@skrytka.test', password: 'Operator-Skrytka-2026' },
  tenant: { email: 'tenant@skrytka.test', password: 'Operator-Skrytka-2026' },
}

/**
 * Retires every cached page and marketplace answer (an admin facility write bumps the marketplace generation), so
 * the next request of any page renders afresh. Query values outside a page's schema no longer make new cache
 * entries (issue 30), so this is how a test gets a cold page.
 */
export async function retireCaches(): Promise<void> {
  const admin = await sessionFor(SEED.admin.email)
  const response = await apiFetch('/api/superadmin/facilities/1', {
    method: 'PATCH',
    cookie: admin,
    body: { phone: `+48 22 600 ${String(Date.now() % 100).padStart(2, '0')} 11` },
  })
  if (!response.ok) throw new Error(`retiring the caches failed: ${response.status}`)
}

/** A token with its first character changed: always wrong (a fixed replacement would be the token itself 1 time in 64). */
export const tampered = (token: string) => `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`

/**
 * Rate limits count in fixed windows (api/lib/rate-limit.ts): a run of requests that straddles a window's end is two
 * windows' worth and is never refused. Waits for the next window when fewer than `needSeconds` are left in this one.
 */
export async function startInFreshWindow(windowSeconds: number, needSeconds: number) {
  const secondsLeft = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds)
  if (secondsLeft < needSeconds) await new Promise((done) => setTimeout(done, secondsLeft * 1000 + 500))
}

/**
 * A company of its own, made in the console: one facility in Łódź with one unit, its operator signed in. For a test
 * that spends a limit counted per company (120 panel saves in 10 minutes): spent on a seeded operator, it would refuse
 * the saves of every other file on the same server until the window ends.
 */
export async function newOperator(tag: string): Promise<{ cookie: string; facilityId: number; unitId: number }> {
  const admin = await sessionFor(SEED.admin.email)
  const email = `limit-${tag.toLowerCase()}@example.test`
  const client = await apiFetch('/api/superadmin/clients', {
    method: 'POST',
    cookie: admin,
    body: {
      user: { email },
      companyName: `Limit ${tag}`,
      contactName: 'Anna Testowa',
      phone: '+48 600 100 200',
      billingAddress: { street: 'Piotrkowska', buildingNumber: '12', postalCode: '90-001', city: 'Łódź' },
    },
  })
  if (client.status !== 201) throw new Error(`new company: ${client.status} ${await client.text()}`)
  const facility = await apiFetch('/api/superadmin/facilities', {
    method: 'POST',
    cookie: admin,
    body: {
      clientId: ((await client.json()) as { id: number }).id,
      name: `Limit ${tag}`,
      email: 'obiekt@example.pl',
      phone: '',
      latitude: 51.77,
      longitude: 19.45,
      location: { street: 'Zgierska', buildingNumber: '5', postalCode: '91-001', city: 'Łódź' },
    },
  })
  if (facility.status !== 201) throw new Error(`new facility: ${facility.status} ${await facility.text()}`)
  const facilityId = ((await facility.json()) as { id: number }).id
  const cookie = await sessionFor(email)
  const unit = await apiFetch(`/api/panel/facilities/${facilityId}/units`, {
    method: 'POST',
    cookie,
    body: { code: 'L-1', sizeM2: 3, type: 'standard', priceMonthly: 200 },
  })
  if (unit.status !== 201) throw new Error(`new unit: ${unit.status} ${await unit.text()}`)
  return { cookie, facilityId, unitId: ((await unit.json()) as { unit: { id: number } }).unit.id }
}

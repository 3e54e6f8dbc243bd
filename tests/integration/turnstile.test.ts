import { cpSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT, prepareDatabase, startServer, type LocalServer } from '../../scripts/lib/local-server.ts'
import { SEED } from './api-helpers'
import { BROWSER_UA, extraPort } from './http'

/**
 * Turnstile on sign-in (issue 30, ADR 0056) against a real HTTP Siteverify. The machine has no internet, so the
 * worker's TURNSTILE_VERIFY_URL points at a stand-in this file starts, which answers as Cloudflare documents for its
 * test secrets: `1x…AA` always passes, `2x…AA` always fails, `3x…AA` says the token was already spent. Two workers,
 * one configured with each of the pass and fail pairs; the stand-in drops the connection for one token, to play an
 * unreachable Siteverify.
 */
const PASS = { TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_SECRET: '1x0000000000000000000000000000000AA' }
const FAIL = { TURNSTILE_SITE_KEY: '2x00000000000000000000AB', TURNSTILE_SECRET: '2x0000000000000000000000000000000AA' }
/** What the test site keys' widgets hand out. */
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'
const UNREACHABLE_TOKEN = 'drop-the-connection'

type Verification = { secret: string | null; response: string | null; remoteip: string | null; type?: string }
const verifications: Verification[] = []
let siteverify: Server
let passing: LocalServer
let failing: LocalServer

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => resolve(text))
  })

function answerLikeCloudflare(secret: string | null) {
  if (secret?.startsWith('1x')) return { success: true, 'error-codes': [], hostname: 'example.com' }
  if (secret?.startsWith('3x')) return { success: false, 'error-codes': ['timeout-or-duplicate'] }
  if (secret?.startsWith('2x')) return { success: false, 'error-codes': ['invalid-input-response'] }
  return { success: false, 'error-codes': ['invalid-input-secret'] }
}

beforeAll(async () => {
  siteverify = createServer(async (request, response) => {
    const form = new URLSearchParams(await bodyOf(request))
    const seen = {
      secret: form.get('secret'),
      response: form.get('response'),
      remoteip: form.get('remoteip'),
      type: request.headers['content-type'],
    }
    verifications.push(seen)
    if (request.method !== 'POST' || request.url !== '/turnstile/v0/siteverify') {
      response.writeHead(404).end()
      return
    }
    if (seen.response === UNREACHABLE_TOKEN) {
      request.socket.destroy()
      return
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answerLikeCloudflare(seen.secret)))
  })
  const port = extraPort(41)
  await new Promise<void>((resolve) => siteverify.listen(port, '127.0.0.1', resolve))
  const verifyUrl = `http://127.0.0.1:${port}/turnstile/v0/siteverify`
  const passState = join(ROOT, '.wrangler/test-state-turnstile-pass')
  const failState = join(ROOT, '.wrangler/test-state-turnstile-fail')
  prepareDatabase(passState, { fresh: true })
  // The same seeded state for the second worker, copied: seeding twice takes a minute on a loaded machine.
  rmSync(failState, { recursive: true, force: true })
  cpSync(passState, failState, { recursive: true })
  ;[passing, failing] = await Promise.all([
    startServer(extraPort(42), passState, { ...PASS, TURNSTILE_VERIFY_URL: verifyUrl }),
    startServer(extraPort(43), failState, { ...FAIL, TURNSTILE_VERIFY_URL: verifyUrl }),
  ])
}, 240_000)

afterAll(async () => {
  await passing?.stop()
  await failing?.stop()
  await new Promise((resolve) => siteverify?.close(resolve))
})

const login = (server: LocalServer, body: Record<string, unknown>, ip = '192.0.2.10') =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'cf-connecting-ip': ip },
    body: JSON.stringify({ email: SEED.client.email, password: SEED.client.password, ...body }),
  })

const lastVerification = () => verifications.at(-1)

describe('Turnstile on sign-in, with the always-pass test keys', () => {
  it('tells the sign-in page its public site key, and never the secret', async () => {
    const response = await fetch(`${passing.url}/api/auth/challenge`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ siteKey: PASS.TURNSTILE_SITE_KEY })
    // The page arrives with the answer (its loader asked on the server), so the widget needs no extra round trip.
    const page = await fetch(`${passing.url}/pl/logowanie`, { headers: { 'user-agent': BROWSER_UA } })
    const html = await page.text()
    expect(html).toContain(PASS.TURNSTILE_SITE_KEY)
    expect(html).not.toContain(PASS.TURNSTILE_SECRET)
    // The widget's frame is allowed; its script is added by our own nonce'd bundle ('strict-dynamic').
    expect(page.headers.get('content-security-policy')).toContain('frame-src https://challenges.cloudflare.com')
  })

  it('signs in with a token Siteverify accepts, sending it the secret, the token and the visitor address', async () => {
    const response = await login(passing, { turnstileToken: DUMMY_TOKEN }, '192.0.2.11')
    expect(response.status).toBe(200)
    expect(lastVerification()).toEqual({
      secret: PASS.TURNSTILE_SECRET,
      response: DUMMY_TOKEN,
      remoteip: '192.0.2.11',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
    })
  })

  it('refuses a sign-in without a token before asking Siteverify or hashing, with its own code', async () => {
    const before = verifications.length
    const response = await login(passing, {}, '192.0.2.12')
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'CHALLENGE_FAILED' })
    expect(verifications.length).toBe(before)
  })

  it('still says "wrong password" when the token passes and the password does not', async () => {
    const response = await login(passing, { turnstileToken: DUMMY_TOKEN, password: 'not-the-password' }, '192.0.2.13')
    expect(response.status).toBe(401)
  })

  it('refuses when Siteverify cannot be reached (fails closed), with a 4xx and never a 5xx', async () => {
    const response = await login(passing, { turnstileToken: UNREACHABLE_TOKEN }, '192.0.2.14')
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'CHALLENGE_FAILED' })
    expect(lastVerification()?.response).toBe(UNREACHABLE_TOKEN)
  })

  it('refuses an over-long token with the form schema, before Siteverify', async () => {
    const before = verifications.length
    const response = await login(passing, { turnstileToken: 'x'.repeat(2049) }, '192.0.2.15')
    expect(response.status).toBe(400)
    expect(verifications.length).toBe(before)
  })
})

describe('Turnstile on sign-in, with the always-fail test keys', () => {
  it('refuses the right password when Siteverify refuses the token', async () => {
    const response = await login(failing, { turnstileToken: DUMMY_TOKEN }, '192.0.2.21')
    expect(response.status).toBe(403)
    const body = (await response.json()) as { code: string; message: string }
    expect(body.code).toBe('CHALLENGE_FAILED')
    // Raw server text never reaches a page: the form shows its own dictionary text for this code.
    expect(lastVerification()).toMatchObject({ secret: FAIL.TURNSTILE_SECRET, response: DUMMY_TOKEN })
  })
})

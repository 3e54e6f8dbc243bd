import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT, prepareDatabase, startLocal, type LocalServer } from '../../scripts/lib/local-server.ts'

// A state directory and port of its own: `npm start` is run against it twice, as a user would.
const port = Number(process.env.INTEGRATION_PORT ?? 8791) + 20
const persistTo = join(ROOT, `.wrangler/test-state-restart-${port}`)
let server: LocalServer | undefined

afterAll(async () => {
  await server?.stop()
  rmSync(persistTo, { recursive: true, force: true })
})

const admin = { email: 'admin@skrytka.test', password: 'Admin-Skrytka-2026' }

async function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const url = server!.url
  return fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      origin: url,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
}

async function total(): Promise<number> {
  return ((await (await call('/api/marketplace/facilities?limit=1&sort=name')).json()) as { total: number }).total
}

describe('npm start keeps local data (issue 14, finding 9)', () => {
  it('a facility created in the admin, and seed:large data, survive npm start being stopped and started again', {
    timeout: 240_000,
  }, async () => {
    prepareDatabase(persistTo, { fresh: true, seedArgs: ['--large', '30'] })
    server = await startLocal(port, persistTo)
    const before = await total()
    expect(before).toBeGreaterThan(30)

    const login = await call('/api/auth/login', { method: 'POST', body: { ...admin, remember: false } })
    expect(login.status).toBe(200)
    const cookie = /((?:__Host-)?skrytka_session=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!
    const name = `Przechowalnia Restart ${Date.now().toString(36)}`
    const created = await call('/api/superadmin/facilities', {
      method: 'POST',
      cookie,
      body: {
        clientId: 1,
        name,
        latitude: '',
        longitude: '',
        location: { street: 'ul. Trwała', buildingNumber: '7', postalCode: '00-950', city: 'Warszawa' },
      },
    })
    expect(created.status).toBe(201)
    const { slug } = (await created.json()) as { slug: string }
    expect(await total()).toBe(before + 1)

    await server.stop()
    server = await startLocal(port, persistTo)
    expect(await total()).toBe(before + 1)
    const kept = await call(`/api/marketplace/facilities/${slug}`)
    expect(kept.status).toBe(200)
    expect(((await kept.json()) as { name: string }).name).toBe(name)

    // Running the seed again (seed:large does) only adds what is missing.
    await server.stop()
    prepareDatabase(persistTo, { seedArgs: ['--large', '30'] })
    server = await startLocal(port, persistTo)
    expect(await total()).toBe(before + 1)
    expect((await call(`/api/marketplace/facilities/${slug}`)).status).toBe(200)
  })
})

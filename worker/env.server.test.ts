import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkLocalConfig } from '../scripts/lib/local-server.ts'
import { ConfigError, assertServerEnv, ensureServerEnv, serverEnvProblems } from './env.server'

const binding = (...methods: string[]) => Object.fromEntries(methods.map((m) => [m, () => undefined]))
const valid = () => ({
  DB: binding('prepare', 'withSession'),
  CACHE: binding('get', 'put', 'getWithMetadata'),
  MAIL_QUEUE: binding('send', 'sendBatch'),
  MAIL_BULK_QUEUE: binding('send', 'sendBatch'),
  ALERT_QUEUE: binding('send', 'sendBatch'),
  MEDIA: binding('get', 'put', 'delete'),
  IMAGES: binding('info', 'input'),
  API_KEY: 'k'.repeat(24),
  SESSION_SECRET: 's'.repeat(40),
  API_ORIGIN: '',
  API_KEY_HEADER: 'x-api-key',
  ENVIRONMENT: 'local',
})
const without = (name: string) => {
  const env: Record<string, unknown> = valid()
  delete env[name]
  return env
}

describe('server configuration', () => {
  it('accepts a complete configuration', () => {
    expect(serverEnvProblems(valid())).toEqual([])
  })

  it('names a missing secret', () => {
    expect(() => assertServerEnv(without('SESSION_SECRET'))).toThrow('SESSION_SECRET (secret) is missing')
    expect(serverEnvProblems(without('API_KEY'))).toEqual(['API_KEY (secret) is missing'])
  })

  it('names a missing or fake binding', () => {
    expect(serverEnvProblems(without('DB'))).toEqual(['DB (D1 binding) is missing'])
    // A D1 binding from before the Sessions API (no withSession) is not enough.
    expect(serverEnvProblems({ ...valid(), DB: binding('prepare') })).toEqual(['DB (D1 binding) is missing'])
    expect(serverEnvProblems(without('CACHE'))).toEqual(['CACHE (KV binding) is missing'])
    expect(serverEnvProblems(without('MAIL_QUEUE'))).toEqual(['MAIL_QUEUE (Queue producer binding) is missing'])
  })

  it('needs the Email Service binding outside local, and a mail origin without a path', () => {
    const deployed = { ...valid(), ENVIRONMENT: 'staging' }
    expect(serverEnvProblems(deployed)).toEqual(['EMAIL (send_email binding) is missing for staging'])
    expect(serverEnvProblems({ ...deployed, EMAIL: binding('send') })).toEqual([])
    expect(serverEnvProblems({ ...valid(), SITE_ORIGIN: 'https://example.com/pl' })).toEqual([
      'SITE_ORIGIN (var) must be an origin such as https://example.com (no path, no trailing slash)',
    ])
    expect(serverEnvProblems({ ...valid(), SITE_ORIGIN: 'http://127.0.0.1:8787' })).toEqual([])
  })

  it('names invalid vars and reports every problem at once', () => {
    const problems = serverEnvProblems({
      ...valid(),
      SESSION_SECRET: 'short',
      API_ORIGIN: 'not a url',
      OUTBOX_RETENTION_DAYS: '0',
      ENVIRONMENT: 'prod',
    })
    expect(problems).toEqual([
      'SESSION_SECRET (secret) must be at least 32 characters',
      'API_ORIGIN (var) must be a URL or empty',
      'ENVIRONMENT (var) must be one of local, staging, production',
      'OUTBOX_RETENTION_DAYS (var) must be a positive whole number',
    ])
  })

  it('refuses local sample secrets and test switches outside local runs', () => {
    const sample = { ...valid(), SESSION_SECRET: 'local-dev-session-secret-change-me', FAULTS: 'kv' }
    expect(serverEnvProblems(sample)).toEqual([])
    expect(serverEnvProblems({ ...sample, ENVIRONMENT: 'production', EMAIL: binding('send') })).toEqual([
      'TURNSTILE_SITE_KEY (var) and TURNSTILE_SECRET (secret) are missing: production requires Turnstile on sign-in',
      'SESSION_SECRET (secret) is the local sample value; set a real one for production',
      'FAULTS (var) injects failures for tests and must be empty in production',
    ])
  })

  it('takes Turnstile keys in pairs, and its Siteverify stand-in only locally', () => {
    const site = { TURNSTILE_SITE_KEY: '1x00000000000000000000AA' }
    const secret = { TURNSTILE_SECRET: '1x0000000000000000000000000000000AA' }
    expect(serverEnvProblems({ ...valid(), ...site, ...secret })).toEqual([])
    expect(serverEnvProblems({ ...valid(), ...site })).toEqual([
      'TURNSTILE_SECRET (secret) is missing: TURNSTILE_SITE_KEY is set, and the widget needs its secret to be checked',
    ])
    expect(serverEnvProblems({ ...valid(), ...secret })).toEqual([
      'TURNSTILE_SITE_KEY (var) is missing: TURNSTILE_SECRET is set, and the sign-in form needs the site key to show the widget',
    ])
    expect(serverEnvProblems({ ...valid(), TURNSTILE_SITE_KEY: 'key with spaces', ...secret })).toEqual([
      'TURNSTILE_SITE_KEY (var) must be a Turnstile key (letters, digits, - and _ as the dashboard shows it)',
    ])
    const standIn = { ...site, ...secret, TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9999/siteverify' }
    expect(serverEnvProblems({ ...valid(), ...standIn })).toEqual([])
    expect(serverEnvProblems({ ...valid(), ...standIn, TURNSTILE_VERIFY_URL: 'nowhere' })).toEqual([
      'TURNSTILE_VERIFY_URL (var) must be a URL',
    ])
    expect(serverEnvProblems({ ...valid(), ...standIn, ENVIRONMENT: 'staging', EMAIL: binding('send') })).toEqual([
      'TURNSTILE_VERIFY_URL (var) is for tests (a local Siteverify) and must be empty in staging',
    ])
  })

  it('requires Turnstile in production, and only there', () => {
    const deployed = { ...valid(), EMAIL: binding('send') }
    const keys = { TURNSTILE_SITE_KEY: '0x4AAAAAAABkMYinukE8nzY', TURNSTILE_SECRET: '0x4AAAAAAABkMYinukE8nzYS_secret' }
    expect(serverEnvProblems({ ...deployed, ENVIRONMENT: 'production' })).toEqual([
      'TURNSTILE_SITE_KEY (var) and TURNSTILE_SECRET (secret) are missing: production requires Turnstile on sign-in',
    ])
    expect(serverEnvProblems({ ...deployed, ENVIRONMENT: 'production', ...keys })).toEqual([])
    expect(
      serverEnvProblems({ ...deployed, ENVIRONMENT: 'production', TURNSTILE_SITE_KEY: keys.TURNSTILE_SITE_KEY }),
    ).toEqual([
      'TURNSTILE_SECRET (secret) is missing: TURNSTILE_SITE_KEY is set, and the widget needs its secret to be checked',
    ])
    // Off locally and optional on staging.
    expect(serverEnvProblems(valid())).toEqual([])
    expect(serverEnvProblems({ ...deployed, ENVIRONMENT: 'staging' })).toEqual([])
  })

  it('takes an unset ENVIRONMENT for production, never for local (ADR 0083)', () => {
    const sample = { ...without('ENVIRONMENT'), SESSION_SECRET: 'local-dev-session-secret-change-me', FAULTS: 'mail' }
    expect(serverEnvProblems(sample)).toEqual([
      'TURNSTILE_SITE_KEY (var) and TURNSTILE_SECRET (secret) are missing: production requires Turnstile on sign-in',
      'SESSION_SECRET (secret) is the local sample value; set a real one for production',
      'EMAIL (send_email binding) is missing for production',
      'FAULTS (var) injects failures for tests and must be empty in production',
    ])
  })

  it('fails every request of a broken isolate, passes a good one once', () => {
    const broken = without('SESSION_SECRET')
    expect(() => ensureServerEnv(broken)).toThrow(ConfigError)
    expect(() => ensureServerEnv(broken)).toThrow(ConfigError)
    const good = valid()
    ensureServerEnv(good)
    delete (good as Record<string, unknown>).API_KEY
    expect(() => ensureServerEnv(good)).not.toThrow()
  })
})

describe('npm start and the test servers check the same configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-check-'))
  const built = join(dir, 'wrangler.json')
  writeFileSync(
    built,
    JSON.stringify({
      vars: { ENVIRONMENT: 'local', API_ORIGIN: '', API_KEY_HEADER: 'x-api-key' },
      d1_databases: [{ binding: 'DB' }],
      kv_namespaces: [{ binding: 'CACHE' }],
      queues: { producers: [{ binding: 'MAIL_QUEUE' }, { binding: 'MAIL_BULK_QUEUE' }, { binding: 'ALERT_QUEUE' }] },
      r2_buckets: [{ binding: 'MEDIA' }],
      images: { binding: 'IMAGES' },
    }),
  )

  it('names a secret missing from .dev.vars', () => {
    const devVars = join(dir, '.dev.vars')
    writeFileSync(devVars, `API_KEY=${'k'.repeat(24)}\n`)
    expect(() => checkLocalConfig({}, { built, devVars })).toThrow(/SESSION_SECRET \(secret\) is missing/)
    writeFileSync(devVars, `API_KEY=${'k'.repeat(24)}\nSESSION_SECRET=${'s'.repeat(40)}\n`)
    expect(() => checkLocalConfig({}, { built, devVars })).not.toThrow()
    expect(() => checkLocalConfig({ OUTBOX_RETENTION_DAYS: 'soon' }, { built, devVars })).toThrow(
      /OUTBOX_RETENTION_DAYS \(var\)/,
    )
  })

  it('serves a local build only (ADR 0083)', () => {
    const devVars = join(dir, '.dev.vars')
    writeFileSync(devVars, `API_KEY=${'k'.repeat(24)}\nSESSION_SECRET=${'s'.repeat(40)}\n`)
    expect(() => checkLocalConfig({ ENVIRONMENT: 'production' }, { built, devVars })).toThrow(/is a production build/)
    const unset = join(dir, 'unset.json')
    const { vars, ...rest } = JSON.parse(readFileSync(built, 'utf8')) as { vars: Record<string, string> }
    writeFileSync(unset, JSON.stringify({ ...rest, vars: { ...vars, ENVIRONMENT: undefined } }))
    expect(() => checkLocalConfig({}, { built: unset, devVars })).toThrow(/is a production build/)
  })
})

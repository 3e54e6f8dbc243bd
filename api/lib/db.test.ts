import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mayReadReplica } from '../middleware/d1'
import { isBookmark, openDb } from './db'

const ROOT = join(import.meta.dirname, '../..')
/** The only files that may hold the raw D1 binding (ADR 0020). */
const DOOR = new Set(['api/lib/db.ts', 'api/middleware/d1.ts'])

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'seed' || name === 'node_modules' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : []
  })
}

describe('one door to D1', () => {
  it('no server code outside the D1 module touches the raw binding', () => {
    const offenders = ['api', 'worker', 'src']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .filter((path) => !DOOR.has(relative(ROOT, path)))
      .filter((path) => /\benv\.DB\b|\.env\.DB\b|\bD1Database\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path))
    // The Cron Trigger's and the queue consumers' env types name the binding they hand straight to primaryDb().
    const ENTRY_ENVS = new Set([
      'api/lib/expiry.ts',
      'api/reservations/expire.ts',
      'api/alerts/consumer.ts',
      'api/alerts/expiry.ts',
      'api/mail/deliver.ts',
      'api/mail/sweep.ts',
      'api/trials/reminders.ts',
      // The daily deletion of trial accounts nobody entered.
      'api/trials/unactivated.ts',
      // Issue 43: the daily review invitations (the Cron Trigger and /__dev/reviews/run).
      'api/reviews/invitations.ts',
      // Issue 42: the nightly re-check against the public registers.
      'api/registries/run.ts',
    ])
    expect(offenders.filter((path) => !ENTRY_ENVS.has(path))).toEqual([])
  })

  it('only public marketplace reads may start on a replica', () => {
    expect(mayReadReplica('GET', '/api/marketplace/facilities')).toBe(true)
    expect(mayReadReplica('HEAD', '/api/marketplace/cities/krakow')).toBe(true)
    expect(mayReadReplica('POST', '/api/marketplace/facilities')).toBe(false)
    for (const path of [
      '/api/auth/login',
      '/api/user/me',
      '/api/superadmin/facilities',
      '/api/forms/demo-request',
      '/api/newsletter/confirm',
      '/api/panel/facilities',
    ]) {
      expect(mayReadReplica('GET', path), path).toBe(false)
    }
  })

  it('opens sessions with the constraint the request needs', () => {
    const constraints: (string | undefined)[] = []
    const binding = {
      withSession: (c?: string) => {
        constraints.push(c)
        return { prepare: () => null, batch: () => null, getBookmark: () => 'b-1' }
      },
    } as unknown as D1Database
    openDb(binding, { kind: 'primary' })
    openDb(binding, { kind: 'replica' })
    openDb(binding, { kind: 'replica', bookmark: '0000000b-00000002-00004f8a-2fdb3ac5be0e82d4ec8b3aa7b0bf4d53' })
    openDb(binding, { kind: 'replica', bookmark: 'x; DROP' })
    expect(constraints).toEqual([
      'first-primary',
      'first-unconstrained',
      '0000000b-00000002-00004f8a-2fdb3ac5be0e82d4ec8b3aa7b0bf4d53',
      'first-unconstrained',
    ])
    expect(isBookmark('a'.repeat(201))).toBe(false)
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../scripts/lib/local-server.ts'
import { localD1 } from '../seeded-session'
import { ownServer } from './servers.ts'

/**
 * SQL straight against the test server's local D1 file (what no API shows: raw stored values, rows dated in the
 * past). SQLite's own locking lets this process and workerd share it; `wrangler d1 execute` would start a second
 * runtime on the same state and upset the running one.
 */
export function d1<T = Record<string, unknown>>(sql: string, ...params: (string | number | null)[]): T[] {
  const db = localD1(ownServer().persistTo)
  const statement = db.prepare(sql)
  if (/^\s*(SELECT|WITH|EXPLAIN)\b/i.test(sql) || /\bRETURNING\b/i.test(sql)) return statement.all(...params) as T[]
  statement.run(...params)
  return []
}

export const devVar = (name: string) =>
  new RegExp(`^${name}=(.+)$`, 'm').exec(readFileSync(join(ROOT, '.dev.vars'), 'utf8'))![1]!.trim()

import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type ModuleSizes, moduleSizesFile } from './module-sizes-plugin.ts'

/** Package name (node_modules/@scope/name) or the first two folders of our own code (src/features, api/routes). */
export function moduleGroup(id: string): string {
  // A virtual module's id starts with a NUL byte (Rollup's convention), which made docs/performance.md a binary file.
  const parts = id.replace(/^\0/, '').split('/')
  if (parts[0] === 'node_modules') return parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/')
  return parts.slice(0, 2).join('/')
}

/**
 * The Worker's server JavaScript (everything workerd parses on an isolate start): gzip of every emitted .js file,
 * and the heaviest module groups by the bytes they contribute to the bundle before gzip.
 */
export function workerWeight(distServer: string, top = 10) {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else if (/\.m?js$/.test(entry.name)) files.push(join(dir, entry.name))
    }
  }
  walk(distServer)
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const content = readFileSync(file)
    raw += content.byteLength
    gzip += gzipSync(content, { level: 9 }).byteLength
  }
  const chunks = JSON.parse(readFileSync(moduleSizesFile(join(distServer, '..'), 'ssr'), 'utf8')) as ModuleSizes
  const groups = new Map<string, number>()
  for (const chunk of Object.values(chunks))
    for (const [id, bytes] of Object.entries(chunk.modules))
      groups.set(moduleGroup(id), (groups.get(moduleGroup(id)) ?? 0) + bytes)
  const heaviest = [...groups.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([group, bytes]) => ({ group, kb: Math.round(bytes / 102.4) / 10 }))
  return { files: files.length, rawKb: Math.round(raw / 102.4) / 10, gzipKb: Math.round(gzip / 102.4) / 10, heaviest }
}

import { readBuild } from './lib/first-load.ts'
import { gzipSync } from 'node:zlib'
const b = readBuild('dist')
const route = process.argv[2] ?? '/$lang/'
const fl = b.firstLoad(['/$lang', route])
console.log(route, (fl.gzipBytes/1024).toFixed(1), 'KB')
for (const f of fl.files) console.log('  ', f, (b.gzip(f)/1024).toFixed(1), (b.chunks[f].bytes/1024).toFixed(1))
const groups = new Map<string, number>()
for (const f of fl.files) for (const [m, n] of Object.entries(b.chunks[f].modules)) {
  let g = m.startsWith('node_modules/') ? m.split('/').slice(1, m.split('/')[1].startsWith('@') ? 3 : 2).join('/') : m
  groups.set(g, (groups.get(g) ?? 0) + n)
}
const top = [...groups].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 45))
for (const [g, n] of top) console.log((n/1024).toFixed(1).padStart(7), g)

import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_FACILITIES } from '@api/db/seed/demo-data'
import { SCENES } from './facility-scenes'

const PUBLIC = resolve(import.meta.dirname, '../public')
const DIR = join(PUBLIC, 'images/facilities')
const COUNT = 20
const numbers = Array.from({ length: COUNT }, (_, i) => i + 1)

/** Width and height from a WebP header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: string): { width: number; height: number } {
  const b = readFileSync(file)
  expect(b.toString('ascii', 0, 4)).toBe('RIFF')
  expect(b.toString('ascii', 8, 12)).toBe('WEBP')
  const chunk = b.toString('ascii', 12, 16)
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 }
  throw new Error(`${file}: unknown WebP chunk ${chunk}`)
}

describe('facility pictures', () => {
  it.each(numbers)('facility-%i ships as SVG, 1200×800 WebP and 640×427 WebP of a list-friendly size', (n) => {
    const base = join(DIR, `facility-${n}`)
    for (const ext of ['.svg', '.webp', '-640.webp']) expect(existsSync(base + ext), base + ext).toBe(true)
    expect(readFileSync(`${base}.svg`, 'utf8')).toMatch(
      /^<svg [^>]*viewBox="0 0 1200 800"[^>]*role="img"><title>[^<]{20,}<\/title>/,
    )
    expect(webpSize(`${base}.webp`)).toEqual({ width: 1200, height: 800 })
    expect(webpSize(`${base}-640.webp`)).toEqual({ width: 640, height: 427 })
    expect(readFileSync(`${base}.webp`).length).toBeLessThanOrEqual(30_000)
    expect(readFileSync(`${base}-640.webp`).length).toBeLessThanOrEqual(12_500)
  })

  it('are 20 different pictures, not copies', () => {
    const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
    expect(new Set(numbers.map((n) => hash(join(DIR, `facility-${n}.webp`)))).size).toBe(COUNT)
    expect(new Set(numbers.map((n) => hash(join(DIR, `facility-${n}.svg`)))).size).toBe(COUNT)
  })

  it('draws 9-20 from the committed scenes, exactly as shipped', () => {
    for (const [n, draw] of Object.entries(SCENES))
      expect(draw(), `facility-${n}.svg`).toBe(readFileSync(join(DIR, `facility-${n}.svg`), 'utf8'))
    expect(Object.keys(SCENES).map(Number)).toEqual(numbers.slice(8))
  })

  it('covers every picture the demo seed points at', () => {
    for (const f of DEMO_FACILITIES) if (f.image) expect(existsSync(join(PUBLIC, f.image)), f.image).toBe(true)
  })
})

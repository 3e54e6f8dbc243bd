/**
 * `node scripts/facility-images.ts [9 10 …] [--preview DIR]`: draws facility pictures 9-20 as SVG
 * (scripts/facility-scenes.ts, deterministic) and rasterises each into public/images/facilities/facility-N.webp
 * (1200×800) and facility-N-640.webp (640×427) with sharp (librsvg + libwebp, installed with miniflare).
 * --preview also writes PNGs to DIR for looking at them.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { SCENES } from './facility-scenes.ts'

const ROOT = resolve(import.meta.dirname, '..')
const OUT = join(ROOT, 'public/images/facilities')
const args = process.argv.slice(2)
const previewAt = args.indexOf('--preview')
const preview = previewAt >= 0 ? resolve(args[previewAt + 1] ?? '/tmp/facility-preview') : null
const wanted = args.filter((a, i) => /^\d+$/.test(a) && (previewAt < 0 || i !== previewAt + 1)).map(Number)
const numbers = wanted.length ? wanted : Object.keys(SCENES).map(Number)

// Sizes in line with facility-1..8 (17-29 KB at 1200 px, 9-12 KB at 640 px): the highest quality under the cap.
const CAP = { 1200: 28_000, 640: 12_300 } as const
async function webp(svg: string, width: 1200 | 640): Promise<Buffer> {
  const height = Math.round((width * 2) / 3)
  const pixels = await sharp(Buffer.from(svg)).resize(width, height).png().toBuffer()
  let out = Buffer.alloc(0)
  for (let quality = 80; quality >= 40; quality -= 4) {
    out = await sharp(pixels).webp({ quality, effort: 6, smartSubsample: true }).toBuffer()
    if (out.length <= CAP[width]) break
  }
  return out
}

if (preview) mkdirSync(preview, { recursive: true })
for (const number of numbers) {
  const draw = SCENES[number]
  if (!draw) throw new Error(`No scene for facility-${number}`)
  const svg = draw()
  const base = join(OUT, `facility-${number}`)
  writeFileSync(`${base}.svg`, svg)
  const full = await webp(svg, 1200)
  const small = await webp(svg, 640)
  writeFileSync(`${base}.webp`, full)
  writeFileSync(`${base}-640.webp`, small)
  if (preview)
    await sharp(Buffer.from(svg))
      .resize(600, 400)
      .png()
      .toFile(join(preview, `facility-${number}.png`))
  console.log(
    `facility-${number}: svg ${(svg.length / 1024).toFixed(1)} KB, webp ${(full.length / 1024).toFixed(1)} KB, 640 ${(small.length / 1024).toFixed(1)} KB`,
  )
}

/**
 * Small flat-illustration kit for the facility pictures (scripts/facility-images.ts): palette, shapes and a
 * stroke font, all returning SVG markup. Text is drawn as strokes, so rendering never depends on installed fonts.
 */

export const C = {
  green900: '#0c4f43',
  green800: '#0c6858',
  green700: '#0a826c',
  green500: '#11a386',
  mint300: '#a9dfcf',
  mint200: '#b7e4d7',
  mint100: '#d9f2ec',
  mint50: '#f4fbf9',
  orange600: '#d9650a',
  orange500: '#f5770b',
  orange400: '#fb9a24',
  orange200: '#ffd9a0',
  ink900: '#161b22',
  ink800: '#1f2937',
  ink700: '#2f3a48',
  ink600: '#3a434e',
  ink500: '#5b6572',
  ink400: '#8a94a0',
  ink300: '#c4cbd3',
  ink200: '#dde1e6',
  ink100: '#eef0f2',
  white: '#ffffff',
  card: '#e2a868',
  cardDark: '#c98a4b',
  cardLight: '#f4d7a8',
  skin1: '#f1c7a4',
  skin2: '#c68a62',
  skin3: '#8d5a3b',
  brick: '#b4553d',
  trunk: '#7a5a3a',
  red: '#e5484d',
} as const

export const W = 1200
export const H = 800

const n = (v: number) => String(Math.round(v * 10) / 10)

/** Deterministic PRNG (mulberry32) so every run draws the same picture. */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  }
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const p = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))
  const [x, y] = [p(a), p(b)]
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
export const shade = (c: string, t: number) => mix(c, '#000000', t)
export const tint = (c: string, t: number) => mix(c, '#ffffff', t)

type Attrs = Record<string, string | number | undefined>
const attrs = (a: Attrs = {}) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('')

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(a)}/>`
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(a)}/>`
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(a)}/>`
export const poly = (pts: readonly (readonly [number, number])[], fill: string, a: Attrs = {}) =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${attrs(a)}/>`
export const path = (d: string, fill: string, a: Attrs = {}) => `<path d="${d}" fill="${fill}"${attrs(a)}/>`
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, a: Attrs = {}) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(a)}/>`
export const g = (body: string, a: Attrs = {}) => `<g${attrs(a)}>${body}</g>`
export const linear = (id: string, stops: readonly [number, string, number?][], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('')}</linearGradient>`
export const radial = (id: string, stops: readonly [number, string, number?][]) =>
  `<radialGradient id="${id}">${stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('')}</radialGradient>`

// ---------------------------------------------------------------------------------------------------------------
// Stroke font: capitals, digits and a few signs on a 6-unit cap height.

const GLYPHS: Record<string, [width: number, strokes: string[]]> = {
  A: [4, ['0,6 2,0 4,6', '0.7,4 3.3,4']],
  B: [4, ['0,3 3,3 4,3.8 4,5.2 3.2,6 0,6 0,0 2.8,0 3.6,0.8 3.6,2.2 2.8,3']],
  C: [4, ['4,0.9 3.1,0 0.9,0 0,0.9 0,5.1 0.9,6 3.1,6 4,5.1']],
  D: [4, ['0,0 0,6 2.4,6 4,4.4 4,1.6 2.4,0 0,0']],
  E: [3.6, ['3.6,0 0,0 0,6 3.6,6', '0,3 3,3']],
  F: [3.6, ['3.6,0 0,0 0,6', '0,3 3,3']],
  G: [4, ['4,0.9 3.1,0 0.9,0 0,0.9 0,5.1 0.9,6 3.1,6 4,5.1 4,3.2 2.2,3.2']],
  H: [4, ['0,0 0,6', '4,0 4,6', '0,3 4,3']],
  I: [0, ['0,0 0,6']],
  J: [3.6, ['3.6,0 3.6,5.1 2.7,6 0.9,6 0,5.1']],
  K: [4, ['0,0 0,6', '4,0 0,3.8', '1.3,2.6 4,6']],
  L: [3.6, ['0,0 0,6 3.6,6']],
  M: [5, ['0,6 0,0 2.5,3.6 5,0 5,6']],
  N: [4, ['0,6 0,0 4,6 4,0']],
  O: [4, ['0.9,0 3.1,0 4,0.9 4,5.1 3.1,6 0.9,6 0,5.1 0,0.9 0.9,0']],
  P: [4, ['0,6 0,0 3.1,0 4,0.9 4,2.3 3.1,3.2 0,3.2']],
  R: [4, ['0,6 0,0 3.1,0 4,0.9 4,2.3 3.1,3.2 0,3.2', '2.2,3.2 4,6']],
  S: [4, ['4,0.9 3.1,0 0.9,0 0,0.9 0,2.1 0.9,3 3.1,3 4,3.9 4,5.1 3.1,6 0.9,6 0,5.1']],
  T: [4, ['0,0 4,0', '2,0 2,6']],
  U: [4, ['0,0 0,5.1 0.9,6 3.1,6 4,5.1 4,0']],
  V: [4, ['0,0 2,6 4,0']],
  W: [5.4, ['0,0 1.35,6 2.7,1.8 4.05,6 5.4,0']],
  X: [4, ['0,0 4,6', '4,0 0,6']],
  Y: [4, ['0,0 2,3 4,0', '2,3 2,6']],
  Z: [4, ['0,0 4,0 0,6 4,6']],
  '0': [4, ['0.9,0 3.1,0 4,0.9 4,5.1 3.1,6 0.9,6 0,5.1 0,0.9 0.9,0']],
  '1': [2.4, ['0,1.2 1.6,0 1.6,6']],
  '2': [4, ['0,0.9 0.9,0 3.1,0 4,0.9 4,2.2 0,6 4,6']],
  '3': [4, ['0,0 4,0 1.8,2.6 3.1,2.6 4,3.5 4,5.1 3.1,6 0.9,6 0,5.1']],
  '4': [4, ['3,6 3,0 0,4.2 4,4.2']],
  '5': [4, ['3.8,0 0.3,0 0,2.8 3.1,2.7 4,3.6 4,5.1 3.1,6 0.9,6 0,5.1']],
  '6': [4, ['3.4,0 1.6,0 0,2 0,5.1 0.9,6 3.1,6 4,5.1 4,3.7 3.1,2.8 0,2.8']],
  '7': [4, ['0,0 4,0 1.4,6']],
  '8': [4, ['0.9,2.9 0,2 0,0.9 0.9,0 3.1,0 4,0.9 4,2 3.1,2.9 0.9,2.9 0,3.8 0,5.1 0.9,6 3.1,6 4,5.1 4,3.8 3.1,2.9']],
  '9': [4, ['4,3.2 0.9,3.2 0,2.3 0,0.9 0.9,0 3.1,0 4,0.9 4,4 2.4,6 0.6,6']],
  '/': [3, ['0,6 3,0']],
  '-': [3, ['0.4,3.2 2.6,3.2']],
  '.': [0, ['0,6 0,6']],
  '+': [4, ['0,3 4,3', '2,1 2,5']],
  ' ': [2.2, []],
}
// Polish letters: the base glyph plus an accent, dot, stroke or tail.
const accent = (base: string, extra: string[]) =>
  [GLYPHS[base]![0], [...GLYPHS[base]![1], ...extra]] as [number, string[]]
const mid = (ch: string) => GLYPHS[ch]![0] / 2
Object.assign(GLYPHS, {
  Ś: accent('S', [`${mid('S')},-0.9 ${mid('S') + 1},-2`]),
  Ć: accent('C', [`${mid('C')},-0.9 ${mid('C') + 1},-2`]),
  Ń: accent('N', [`${mid('N')},-0.9 ${mid('N') + 1},-2`]),
  Ó: accent('O', [`${mid('O')},-0.9 ${mid('O') + 1},-2`]),
  Ź: accent('Z', [`${mid('Z')},-0.9 ${mid('Z') + 1},-2`]),
  Ż: accent('Z', [`${mid('Z')},-1.4 ${mid('Z')},-1.4`]),
  Ł: accent('L', ['-0.6,4 1.4,2.4']),
  Ą: accent('A', ['4,6 3.4,7 4.2,7.6']),
  Ę: accent('E', ['3.4,6 2.8,7 3.6,7.6']),
})

/**
 * A line of capitals drawn as strokes. `size` is the cap height in px; anchor start/middle/end; weight scales
 * the stroke. Returns a group of one path.
 */
export function text(
  str: string,
  x: number,
  y: number,
  size: number,
  color: string,
  opts: { anchor?: 'start' | 'middle' | 'end'; weight?: number; spacing?: number } = {},
) {
  const u = size / 6
  const gap = 1.7 * (opts.spacing ?? 1)
  const chars = [...str.toUpperCase()].map((ch) => GLYPHS[ch] ?? GLYPHS[' ']!)
  const width = chars.reduce((sum, [w]) => sum + w + gap, -gap) * u
  const start = opts.anchor === 'middle' ? x - width / 2 : opts.anchor === 'end' ? x - width : x
  let cursor = start
  let d = ''
  for (const [w, strokes] of chars) {
    for (const s of strokes) {
      const pts = s.split(' ').map((p) => p.split(',').map(Number) as [number, number])
      d += pts.map(([px, py], i) => `${i ? 'L' : 'M'}${n(cursor + px * u)} ${n(y - size + py * u)}`).join('')
    }
    cursor += (w + gap) * u
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(u * 0.95 * (opts.weight ?? 1))}" stroke-linecap="round" stroke-linejoin="round"/>`
}
export function textWidth(str: string, size: number, spacing = 1) {
  const chars = [...str.toUpperCase()].map((ch) => GLYPHS[ch] ?? GLYPHS[' ']!)
  return (chars.reduce((sum, [w]) => sum + w + 1.7 * spacing, -1.7 * spacing) * size) / 6
}

/** A plate with a label: white rounded rect, dark text. */
export function plate(
  cx: number,
  cy: number,
  label: string,
  size = 12,
  fill: string = C.white,
  ink: string = C.ink700,
) {
  const w = textWidth(label, size) + size * 1.6
  return (
    rect(cx - w / 2, cy - size, w, size * 2, fill, { rx: size * 0.35 }) +
    text(label, cx, cy + size / 2, size, ink, { anchor: 'middle', weight: 0.9 })
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Building parts

/** Roll-up door with slats, hood and handle; `open` (0-1) lifts it and shows a dark interior with boxes. */
export function rollDoor(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  opts: { open?: number; label?: string; frame?: string; inside?: string } = {},
) {
  const frame = opts.frame ?? C.ink600
  const lifted = h * (opts.open ?? 0)
  const curtain = h - lifted
  let out = rect(x - 6, y - 8, w + 12, h + 8, frame, { rx: 2 })
  if (lifted > 0) {
    out += rect(x, y, w, h, opts.inside ?? C.ink800)
    out += rect(x, y + h - 6, w, 6, shade(opts.inside ?? C.ink800, 0.2))
    out += boxes(x + w * 0.3, y + h - 6, Math.min(1, w / 120))
  }
  out += rect(x, y, w, curtain, color)
  const step = Math.max(7, h / 22)
  for (let yy = y + step; yy < y + curtain - 4; yy += step)
    out += line(x, yy, x + w, yy, shade(color, 0.22), 1.6, { 'stroke-opacity': 0.55 })
  out += rect(x, y, w, Math.min(12, curtain), shade(color, 0.18))
  out += rect(x, y + curtain - 7, w, 7, shade(color, 0.3))
  if (curtain > 30) out += rect(x + w / 2 - 12, y + curtain - 20, 24, 5, shade(color, 0.45), { rx: 2 })
  if (opts.label) out += plate(x + w / 2, y - 26, opts.label, 9)
  return out
}

export function windowPane(
  x: number,
  y: number,
  w: number,
  h: number,
  glass: string,
  frame: string = C.ink600,
  lit = false,
) {
  return (
    rect(x - 3, y - 3, w + 6, h + 6, frame, { rx: 2 }) +
    rect(x, y, w, h, glass) +
    (lit
      ? ''
      : poly(
          [
            [x + w * 0.15, y + h],
            [x + w * 0.55, y],
            [x + w * 0.75, y],
            [x + w * 0.35, y + h],
          ],
          C.white,
          { opacity: 0.28 },
        ))
  )
}

/** Wall-mounted lamp (a small hood), optionally with a light cone. */
export function wallLamp(x: number, y: number, lit = false, cone = 90) {
  return (
    (lit
      ? poly(
          [
            [x - 8, y + 6],
            [x + 8, y + 6],
            [x + 40, y + cone],
            [x - 40, y + cone],
          ],
          C.orange200,
          { opacity: 0.35 },
        )
      : '') +
    rect(x - 10, y, 20, 7, C.ink700, { rx: 2 }) +
    rect(x - 7, y + 6, 14, 3, lit ? '#fff1cf' : C.ink400)
  )
}

export function camera(x: number, y: number, flip = false) {
  const s = flip ? -1 : 1
  return g(
    rect(0, -2, 14, 4, C.ink500) +
      rect(8, -9, 26, 14, C.ink200, { rx: 4 }) +
      rect(32, -6, 4, 8, C.ink700) +
      circle(12, -2, 2, C.red),
    { transform: `translate(${n(x)} ${n(y)}) scale(${s} 1)` },
  )
}

export function keypad(x: number, y: number) {
  let out = rect(x, y, 26, 40, C.ink700, { rx: 3 }) + rect(x + 4, y + 4, 18, 8, C.mint300)
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) out += rect(x + 4 + c * 6.5, y + 16 + r * 7, 4.5, 4.5, C.ink300, { rx: 1 })
  return out
}

/** Bollard, orange with a white band. */
export const bollard = (x: number, base: number, h = 46) =>
  rect(x - 6, base - h, 12, h, C.orange500, { rx: 6 }) + rect(x - 6, base - h + 10, 12, 6, C.white)

// ---------------------------------------------------------------------------------------------------------------
// Nature, people and vehicles

export function tree(x: number, base: number, s = 1, colors: [string, string] = [C.green700, C.green500]) {
  return g(
    rect(-5, -70, 10, 70, C.trunk, { rx: 3 }) +
      circle(-22, -88, 34, colors[0]) +
      circle(20, -92, 36, colors[0]) +
      circle(0, -122, 40, colors[1]) +
      circle(-8, -96, 30, colors[1]) +
      circle(26, -116, 22, colors[1]),
    { transform: `translate(${n(x)} ${n(base)}) scale(${n(s)})` },
  )
}

export function pine(x: number, base: number, s = 1, color: string = C.green800, snow = false) {
  const tiers = [
    [-50, 0, -70],
    [-40, -50, -115],
    [-30, -95, -150],
  ] as const
  let body = rect(-5, -16, 10, 18, C.trunk)
  for (const [half, bottom, top] of tiers) {
    body += poly(
      [
        [half, bottom - 10],
        [-half, bottom - 10],
        [0, top],
      ],
      color,
    )
    if (snow)
      body +=
        poly(
          [
            [half * 0.45, top + (bottom - top) * 0.45],
            [-half * 0.45, top + (bottom - top) * 0.45],
            [0, top],
          ],
          C.white,
        ) +
        poly(
          [
            [half, bottom - 10],
            [-half, bottom - 10],
            [-half * 0.8, bottom - 16],
            [half * 0.8, bottom - 16],
          ],
          C.white,
          { opacity: 0.9 },
        )
  }
  return g(body, { transform: `translate(${n(x)} ${n(base)}) scale(${n(s)})` })
}

export function bush(x: number, base: number, s = 1, color: string = C.green700) {
  return g(
    ellipse(-18, -16, 26, 18, color) +
      ellipse(16, -18, 28, 20, tint(color, 0.12)) +
      ellipse(0, -26, 22, 18, tint(color, 0.2)),
    { transform: `translate(${n(x)} ${n(base)}) scale(${n(s)})` },
  )
}

export function cloud(x: number, y: number, s = 1, color: string = C.white, opacity = 1) {
  return g(
    ellipse(0, 0, 60, 16, color) + circle(-18, -10, 22, color) + circle(14, -16, 28, color) + circle(40, -4, 16, color),
    { transform: `translate(${n(x)} ${n(y)}) scale(${n(s)})`, opacity: opacity === 1 ? undefined : opacity },
  )
}

/** Cardboard boxes stacked on the ground at (x, base); s scales. */
export function boxes(x: number, base: number, s = 1) {
  const box = (bx: number, by: number, w: number, h: number) =>
    rect(bx, by - h, w, h, C.card, { rx: 2 }) +
    rect(bx, by - h, w, h * 0.16, C.cardDark) +
    rect(bx + w / 2 - 4, by - h, 8, h * 0.5, C.cardLight) +
    rect(bx + w * 0.12, by - h * 0.42, w * 0.3, h * 0.16, C.white, { opacity: 0.8 })
  return g(box(0, 0, 46, 36) + box(50, 0, 34, 26) + box(6, -36, 36, 30), {
    transform: `translate(${n(x)} ${n(base)}) scale(${n(s)})`,
  })
}

type PersonOpts = {
  shirt?: string
  pants?: string
  skin?: string
  hair?: string
  carry?: boolean
  hairStyle?: 'short' | 'long' | 'bun'
  coat?: boolean
  hat?: string
  s?: number
  flip?: boolean
}
/** A standing person seen from the front, optionally carrying a box. */
export function person(x: number, base: number, o: PersonOpts = {}) {
  const shirt = o.shirt ?? C.green700
  const skin = o.skin ?? C.skin1
  const hair = o.hair ?? '#3b2a20'
  const pants = o.pants ?? C.ink700
  const torsoH = o.coat ? 78 : 62
  let b = ''
  b += rect(-12, -76, 10, 74, pants, { rx: 3 }) + rect(2, -76, 10, 74, pants, { rx: 3 })
  b += ellipse(-8, -2, 10, 4, C.ink900) + ellipse(8, -2, 10, 4, C.ink900)
  if (o.hairStyle === 'long') b += rect(-15, -150, 30, 38, hair, { rx: 12 })
  b += rect(-18, -70 - torsoH + 6, 36, torsoH, shirt, { rx: 13 })
  b += rect(-5, -152 + 22, 10, 10, shade(skin, 0.08))
  b += circle(0, -150, 15, skin)
  if (o.hat)
    b +=
      path('M-16 -152 Q-16 -172 0 -172 Q16 -172 16 -152 Z', o.hat) +
      rect(-17, -156, 34, 6, shade(o.hat, 0.2), { rx: 3 })
  else if (o.hairStyle === 'bun')
    b += path('M-15 -150 Q-15 -167 0 -167 Q15 -167 15 -150 Q8 -158 -15 -150 Z', hair) + circle(0, -170, 7, hair)
  else b += path('M-15 -148 Q-16 -168 0 -167 Q16 -168 15 -148 Q10 -158 -15 -148 Z', hair)
  if (o.carry) {
    b += rect(-26, -128, 10, 34, shirt, { rx: 5 }) + rect(16, -128, 10, 34, shirt, { rx: 5 })
    b +=
      rect(-24, -120, 48, 38, C.card, { rx: 2 }) +
      rect(-24, -120, 48, 6, C.cardDark) +
      rect(-4, -120, 8, 18, C.cardLight)
    b += circle(-22, -100, 5, skin) + circle(22, -100, 5, skin)
  } else {
    b +=
      rect(-27, -130, 10, 52, shirt, { rx: 5 }) +
      rect(17, -130, 10, 52, shirt, { rx: 5 }) +
      circle(-22, -78, 5, skin) +
      circle(22, -78, 5, skin)
  }
  const s = o.s ?? 1
  return g(b, { transform: `translate(${n(x)} ${n(base)}) scale(${n(o.flip ? -s : s)} ${n(s)})` })
}

/** Hatchback seen from the side, facing right (flip to face left). */
export function car(
  x: number,
  base: number,
  color: string,
  o: { s?: number; flip?: boolean; snow?: boolean; lights?: boolean } = {},
) {
  let b = path(
    'M0 -26 Q0 -50 24 -52 L62 -56 L92 -86 Q98 -92 110 -92 L170 -92 Q184 -92 192 -80 L212 -56 L236 -52 Q252 -48 252 -30 L252 -18 Q252 -10 244 -10 L8 -10 Q0 -10 0 -18 Z',
    color,
  )
  b +=
    path('M100 -84 L128 -84 L128 -58 L76 -58 Z', C.mint100) +
    path('M136 -84 L176 -84 Q182 -84 186 -78 L200 -58 L136 -58 Z', C.mint100)
  b += rect(0, -30, 252, 6, shade(color, 0.2))
  b += rect(240, -46, 12, 8, o.lights ? '#fff1cf' : C.orange200, { rx: 2 }) + rect(0, -46, 8, 8, C.red, { rx: 2 })
  if (o.snow) b += path('M96 -92 Q100 -104 140 -104 Q182 -104 186 -90 Z', C.white)
  for (const wx of [56, 198]) b += circle(wx, -10, 22, C.ink900) + circle(wx, -10, 10, C.ink300)
  const s = o.s ?? 1
  return g(b, { transform: `translate(${n(x)} ${n(base)}) scale(${n(o.flip ? -s : s)} ${n(s)})` })
}

/** Box van facing right. */
export function van(
  x: number,
  base: number,
  color: string = C.white,
  stripe: string = C.green700,
  o: { s?: number; flip?: boolean } = {},
) {
  let b = rect(0, -150, 220, 130, color, { rx: 8 }) + rect(0, -64, 220, 12, stripe)
  b += path(
    'M220 -120 L268 -120 Q280 -120 288 -106 L306 -70 Q310 -62 310 -52 L310 -28 Q310 -20 302 -20 L220 -20 Z',
    color,
  )
  b += path('M232 -110 L266 -110 Q272 -110 276 -104 L292 -74 L232 -74 Z', C.mint100)
  b += rect(298, -52, 12, 8, C.orange200, { rx: 2 }) + rect(220, -64, 90, 12, stripe)
  for (const wx of [60, 250]) b += circle(wx, -20, 24, C.ink900) + circle(wx, -20, 11, C.ink300)
  const s = o.s ?? 1
  return g(b, { transform: `translate(${n(x)} ${n(base)}) scale(${n(o.flip ? -s : s)} ${n(s)})` })
}

export function lampPost(x: number, base: number, h = 220, lit = false, flip = false) {
  const d = flip ? -1 : 1
  return (
    (lit
      ? poly(
          [
            [x + d * 44, base - h + 12],
            [x + d * 60, base - h + 12],
            [x + d * 120, base],
            [x - d * 16, base],
          ],
          C.orange200,
          { opacity: 0.18 },
        )
      : '') +
    rect(x - 4, base - h, 8, h, C.ink600) +
    rect(Math.min(x, x + d * 56), base - h, 56, 6, C.ink600) +
    rect(x + d * 56 - (d > 0 ? 14 : 14), base - h, 28, 10, C.ink700, { rx: 3 }) +
    rect(x + d * 56 - 10, base - h + 9, 20, 4, lit ? '#fff1cf' : C.ink300)
  )
}

/** Chain-link fence band from x1 to x2 with posts; top at y, height h. */
export function fence(x1: number, x2: number, y: number, h: number, color: string = C.ink400) {
  let out = `<path d="`
  for (let x = x1; x < x2; x += 14)
    out += `M${n(x)} ${n(y)}L${n(x + h)} ${n(y + h)}M${n(x + h)} ${n(y)}L${n(x)} ${n(y + h)}`
  out += `" stroke="${color}" stroke-width="1.2" stroke-opacity="0.55" fill="none" clip-path="inset(0)"/>`
  out = `<svg x="${n(x1)}" y="${n(y)}" width="${n(x2 - x1)}" height="${n(h)}" viewBox="${n(x1)} ${n(y)} ${n(x2 - x1)} ${n(h)}" overflow="hidden">${out}</svg>`
  out += rect(x1, y, x2 - x1, 4, color)
  for (let x = x1; x <= x2; x += 120) out += rect(x - 3, y - 6, 6, h + 6, shade(color, 0.2))
  return out
}

export function scene(title: string, defs: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"><title>${title}</title><defs>${defs}</defs>${body}</svg>`
}

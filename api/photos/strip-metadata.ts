/**
 * The last guard before a variant is stored: whatever the encoder kept (Cloudflare Images keeps a JPEG's copyright
 * EXIF by default; a future option might keep more), EXIF, XMP and comments are cut out by structure, so no GPS
 * position, camera serial or editor note reaches a served byte. Pixels are not touched: this only drops segments.
 */

/** RST0–7 and TEM stand alone: no length follows them. */
const standalone = (m: number) => (m >= 0xd0 && m <= 0xd7) || m === 0x01

/** The end of a scan's entropy-coded data: the next 0xFF that starts a marker (not a stuffed 0x00, a restart or fill). */
function scanEnd(b: Uint8Array, from: number): number {
  for (let at = from; at + 1 < b.length; at++)
    if (b[at] === 0xff && b[at + 1] !== 0x00 && b[at + 1] !== 0xff && !standalone(b[at + 1]!)) return at
  return b.length
}

/**
 * JPEG: APP1–APP15 (EXIF, XMP, Photoshop IRB …) and COM segments go; APP0 (JFIF) and the ICC profile stay. The whole
 * file is walked, scan by scan (issue 41: a progressive JPEG may carry segments between its scans), and nothing
 * after EOI is kept. A structure that cannot be read ends the copy there: what follows is not known to be pixels.
 */
export function stripJpeg(b: Uint8Array): Uint8Array {
  if (b[0] !== 0xff || b[1] !== 0xd8) return b
  const parts: Uint8Array[] = [b.subarray(0, 2)]
  let at = 2
  while (at + 2 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at++
      continue
    }
    if (marker === 0xd9) {
      parts.push(b.subarray(at, at + 2))
      break
    }
    if (standalone(marker)) {
      parts.push(b.subarray(at, at + 2))
      at += 2
      continue
    }
    if (at + 4 > b.length) break
    const end = at + 2 + ((b[at + 2]! << 8) | b[at + 3]!)
    if (end > b.length) break
    const isIcc = marker === 0xe2 && String.fromCharCode(...b.subarray(at + 4, at + 15)) === 'ICC_PROFILE'
    const drop = (marker >= 0xe1 && marker <= 0xef && !isIcc) || marker === 0xfe
    if (!drop) parts.push(b.subarray(at, end))
    at = end
    // Start of scan: its entropy-coded data runs to the next marker and is copied as it is.
    if (marker === 0xda) {
      const next = scanEnd(b, at)
      parts.push(b.subarray(at, next))
      at = next
    }
  }
  return concat(parts)
}

const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!)

/** WebP: the EXIF and XMP chunks go, and the extended header stops announcing them. */
export function stripWebp(b: Uint8Array): Uint8Array {
  if (fourcc(b, 0) !== 'RIFF' || fourcc(b, 8) !== 'WEBP') return b
  const parts: Uint8Array[] = []
  let at = 12
  while (at + 8 <= b.length) {
    const id = fourcc(b, at)
    const size = b[at + 4]! | (b[at + 5]! << 8) | (b[at + 6]! << 16) | (b[at + 7]! << 24)
    const end = Math.min(b.length, at + 8 + size + (size & 1))
    if (id === 'VP8X') {
      const chunk = b.slice(at, end)
      chunk[8] = chunk[8]! & ~0x0c
      parts.push(chunk)
    } else if (id !== 'EXIF' && id !== 'XMP ') parts.push(b.subarray(at, end))
    at = end
  }
  const body = concat(parts)
  const out = new Uint8Array(12 + body.length)
  out.set(b.subarray(0, 12))
  new DataView(out.buffer).setUint32(4, 4 + body.length, true)
  out.set(body, 12)
  return out
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

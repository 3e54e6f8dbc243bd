/**
 * What an uploaded file is, judged by its bytes alone (never its name or declared type), and how large it says it
 * is, read from the header without decoding a pixel: a 20,000 × 20,000 "photo" of a few KB is refused here, before
 * any decoder allocates 1.6 GB for it.
 */
export type ImageFormat = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif'
export type ImageHeader = {
  format: ImageFormat
  /** As stored; `displayWidth` applies the EXIF orientation (a portrait phone photo is stored sideways). */
  width: number
  height: number
  displayWidth: number
  displayHeight: number
  /**
   * What one pixel takes once decoded (channels × bytes per sample), as the header states it: a 16-bit RGBA PNG is
   * 8, a JPEG 3 (4 for CMYK, twice that at 12 bits). Unknown layouts count as 8-bit RGBA.
   */
  bytesPerPixel: number
}

const ascii = (b: Uint8Array, at: number, text: string) =>
  at + text.length <= b.length && [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0))
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)

export function sniffFormat(b: Uint8Array): ImageFormat | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg'
  if (ascii(b, 0, '\x89PNG\r\n\x1a\n')) return 'image/png'
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'image/webp'
  if (ascii(b, 4, 'ftyp')) {
    const boxEnd = Math.min(u32be(b, 0), b.length, 64)
    for (let at = 8; at + 4 <= boxEnd; at += 4) if (ascii(b, at, 'avif') || ascii(b, at, 'avis')) return 'image/avif'
  }
  return null
}

/** SOFn markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc

/** EXIF orientation from an APP1 segment (1 when absent or unreadable). */
function exifOrientation(b: Uint8Array, start: number, end: number): number {
  if (!ascii(b, start, 'Exif\0\0')) return 1
  const tiff = start + 6
  const little = ascii(b, tiff, 'II')
  const r16 = (at: number) => (little ? b[at]! | (b[at + 1]! << 8) : u16be(b, at))
  const r32 = (at: number) => (little ? r16(at) + r16(at + 2) * 65536 : u32be(b, at))
  const ifd = tiff + r32(tiff + 4)
  if (ifd + 2 > end) return 1
  const count = r16(ifd)
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > end) break
    if (r16(entry) === 0x0112) return r16(entry + 8)
  }
  return 1
}

function jpegSize(b: Uint8Array) {
  let orientation = 1
  let at = 2
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at++
      continue
    }
    const length = u16be(b, at + 2)
    if (marker === 0xe1) orientation = exifOrientation(b, at + 4, Math.min(b.length, at + 2 + length))
    if (isSof(marker) && at + 10 <= b.length) {
      const sampleBytes = b[at + 4]! > 8 ? 2 : 1
      return { height: u16be(b, at + 5), width: u16be(b, at + 7), orientation, bytesPerPixel: b[at + 9]! * sampleBytes }
    }
    if (marker === 0xda || length < 2) return null
    at += 2 + length
  }
  return null
}

/** PNG's colour types: grey, RGB, palette (decoded to RGBA), grey + alpha, RGBA; samples of 8 or 16 bits. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 4, 4: 2, 6: 4 }

function pngSize(b: Uint8Array) {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null
  const sampleBytes = (b[24] ?? 8) > 8 ? 2 : 1
  return { width: u32be(b, 16), height: u32be(b, 20), bytesPerPixel: (PNG_CHANNELS[b[25] ?? 6] ?? 4) * sampleBytes }
}

function webpSize(b: Uint8Array) {
  if (ascii(b, 12, 'VP8 ') && b.length >= 30)
    return { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff }
  if (ascii(b, 12, 'VP8L') && b.length >= 25) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (ascii(b, 12, 'VP8X') && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  return null
}

/** The boxes inside an ISO BMFF box's payload `[start, end)`: type and payload range (64-bit and to-the-end sizes too). */
function* boxes(b: Uint8Array, start: number, end: number) {
  let at = start
  while (at + 8 <= end) {
    let size = u32be(b, at)
    let header = 8
    if (size === 1) {
      if (at + 16 > end) return
      // A 64-bit size; anything past 2^32 is past any upload we take, so the high word must be 0.
      if (u32be(b, at + 8) !== 0) return
      size = u32be(b, at + 12)
      header = 16
    } else if (size === 0) size = end - at
    if (size < header || at + size > end) return
    yield {
      type: String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!),
      start: at + header,
      end: at + size,
    }
    at += size
  }
}

const child = (b: Uint8Array, parent: { start: number; end: number }, type: string) => {
  for (const box of boxes(b, parent.start, parent.end)) if (box.type === type) return box
  return null
}

/**
 * AVIF (ISO BMFF): the image spatial extents properties, `ispe`, in meta → iprp → ipco, walked by box structure.
 * A grid image has one per tile and one for the whole picture, in any order: the largest width and height of them
 * all are judged, so a small first tile cannot vouch for a 20,000 px grid.
 */
function avifSize(b: Uint8Array) {
  const meta = child(b, { start: 0, end: b.length }, 'meta')
  // meta is a full box: version and flags before its children.
  const iprp = meta && child(b, { start: meta.start + 4, end: meta.end }, 'iprp')
  const ipco = iprp && child(b, iprp, 'ipco')
  if (!ipco) return null
  let width = 0
  let height = 0
  let bitDepth = 8
  for (const box of boxes(b, ipco.start, ipco.end)) {
    // pixi (a full box): a channel count, then each channel's bits; the deepest one sizes every sample.
    if (box.type === 'pixi' && box.end - box.start >= 6)
      for (let at = box.start + 5; at < Math.min(box.end, box.start + 5 + b[box.start + 4]!); at++)
        bitDepth = Math.max(bitDepth, b[at]!)
    if (box.type !== 'ispe' || box.end - box.start < 12) continue
    width = Math.max(width, u32be(b, box.start + 4))
    height = Math.max(height, u32be(b, box.start + 8))
  }
  return width && height ? { width, height, bytesPerPixel: 4 * (bitDepth > 8 ? 2 : 1) } : null
}

/** The format and stated size, or null when the bytes are no JPEG/PNG/WebP/AVIF or their header is unreadable. */
export function readImageHeader(b: Uint8Array): ImageHeader | null {
  const format = sniffFormat(b)
  if (!format) return null
  let size: { width: number; height: number; orientation?: number; bytesPerPixel?: number } | null = null
  if (format === 'image/jpeg') size = jpegSize(b)
  else if (format === 'image/png') size = pngSize(b)
  else if (format === 'image/webp') size = webpSize(b)
  else size = avifSize(b)
  if (!size || size.width < 1 || size.height < 1) return null
  // Orientations 5–8 turn the picture a quarter: what a person sees is as wide as the stored image is tall.
  const turned = (size.orientation ?? 1) >= 5
  return {
    format,
    width: size.width,
    height: size.height,
    displayWidth: turned ? size.height : size.width,
    displayHeight: turned ? size.width : size.height,
    bytesPerPixel: size.bytesPerPixel ?? 4,
  }
}

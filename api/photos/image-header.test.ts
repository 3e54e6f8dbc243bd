import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readImageHeader, sniffFormat } from './image-header'
import { checkUpload } from './pipeline'
import { stripJpeg, stripWebp } from './strip-metadata'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
const u16 = (n: number) => [n >> 8, n & 0xff]
const u32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]
const sof = (w: number, h: number) => [
  0xff,
  0xc0,
  ...u16(17),
  8,
  ...u16(h),
  ...u16(w),
  3,
  1,
  0x22,
  0,
  2,
  0x11,
  1,
  3,
  0x11,
  1,
]
/** APP1 EXIF (big-endian TIFF) with one IFD0 entry: Orientation. */
const exif = (orientation: number) => {
  const tiff = ['MM', [0, 42], u32(8), u16(1), u16(0x0112), u16(3), u32(1), u16(orientation), [0, 0], u32(0)]
  const body = bytes('Exif\0\0', ...tiff)
  return [0xff, 0xe1, ...u16(body.length + 2), ...body]
}

describe('image header (no decoding)', () => {
  it('sniffs by bytes, not names', () => {
    expect(sniffFormat(bytes('hello, I am a .jpg'))).toBeNull()
    expect(sniffFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffFormat(bytes(u32(28), 'ftypavif'))).toBe('image/avif')
  })

  it('reads a bomb’s claimed size from the frame header alone', () => {
    const bomb = bytes([0xff, 0xd8], sof(20_000, 20_000), [0xff, 0xd9])
    expect(readImageHeader(bomb)).toMatchObject({ format: 'image/jpeg', width: 20_000, height: 20_000 })
  })

  it('applies the EXIF orientation to the displayed width (a portrait phone photo)', () => {
    const portrait = bytes([0xff, 0xd8], exif(6), sof(4032, 3024))
    expect(readImageHeader(portrait)).toMatchObject({ width: 4032, displayWidth: 3024, displayHeight: 4032 })
  })

  it('reads PNG IHDR and WebP VP8X sizes', () => {
    const png = bytes('\x89PNG\r\n\x1a\n', u32(13), 'IHDR', u32(1600), u32(900))
    expect(readImageHeader(png)).toMatchObject({ format: 'image/png', width: 1600, height: 900 })
    const webp = bytes('RIFF', u32(0), 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], [0x3f, 0x06, 0], [0x83, 0x03, 0])
    expect(readImageHeader(webp)).toMatchObject({ format: 'image/webp', width: 1600, height: 900 })
  })
})

describe('decode budget (issue 41: pixels × bytes per pixel, from the header)', () => {
  const png = (w: number, h: number, depth: number, colour: number) =>
    bytes('\x89PNG\r\n\x1a\n', u32(13), 'IHDR', u32(w), u32(h), [depth, colour, 0, 0, 0])
  const issue = (file: Uint8Array) => {
    try {
      checkUpload(file as Uint8Array<ArrayBuffer>)
      return null
    } catch (failure) {
      return (failure as { issues?: { message: string }[] }).issues?.[0]?.message
    }
  }

  it('reads bytes per pixel from PNG, JPEG and AVIF headers', () => {
    expect(readImageHeader(png(6300, 6300, 16, 6))?.bytesPerPixel).toBe(8)
    expect(readImageHeader(png(6300, 6300, 8, 2))?.bytesPerPixel).toBe(3)
    expect(readImageHeader(png(6300, 6300, 8, 3))?.bytesPerPixel).toBe(4)
    expect(readImageHeader(bytes([0xff, 0xd8], sof(4000, 3000)))?.bytesPerPixel).toBe(3)
    const deep = avif(ispe(1000, 800), box('pixi', [0, 0, 0, 0], [3, 12, 12, 12]))
    expect(readImageHeader(deep)?.bytesPerPixel).toBe(8)
  })

  it('refuses a 16-bit RGBA PNG of 6,300 × 6,300 before decoding, and lets the same picture in 8 bits through', () => {
    expect(issue(png(6300, 6300, 16, 6))).toBe('imageTooDeep')
    expect(issue(png(6300, 6300, 8, 6))).toBeNull()
    expect(issue(bytes([0xff, 0xd8], sof(7000, 5000)))).toBeNull()
  })
})

/** An ISO BMFF box: size, type, payload. */
const box = (type: string, ...payload: (number[] | string | Uint8Array)[]) => {
  const body = payload.flatMap((p) => (p instanceof Uint8Array ? [...p] : [...bytes(p)]))
  return [...u32(body.length + 8), ...bytes(type), ...body]
}
const ispe = (w: number, h: number) => box('ispe', [0, 0, 0, 0], u32(w), u32(h))
/** ftyp, then meta (a full box) → iprp → ipco holding the given properties. */
const avif = (...properties: number[][]) =>
  bytes(
    box('ftyp', 'avif', u32(0), 'avifmif1'),
    box('meta', [0, 0, 0, 0], box('hdlr', [0, 0, 0, 0], u32(0), 'pict'), box('iprp', box('ipco', ...properties))),
  )

describe('AVIF sizes (issue 32: a grid image must not slip past the dimension limit)', () => {
  it('reads the size sharp writes', async () => {
    const file = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#357' } })
      .avif()
      .toBuffer()
    expect(readImageHeader(new Uint8Array(file))).toMatchObject({ format: 'image/avif', width: 900, height: 600 })
  })

  it('judges the largest of several ispe boxes, whichever comes first', () => {
    const grid = avif(ispe(1000, 800), ispe(20_000, 20_000))
    expect(readImageHeader(grid)).toMatchObject({ width: 20_000, height: 20_000 })
    expect(() => checkUpload(grid)).toThrow(expect.objectContaining({ status: 400 }))
    expect(() => checkUpload(avif(ispe(20_000, 20_000), ispe(1000, 800)))).toThrow(
      expect.objectContaining({ status: 400 }),
    )
    expect(checkUpload(avif(ispe(1000, 800), ispe(500, 400)))).toMatchObject({ width: 1000, height: 800 })
  })

  it('finds the grid’s ispe however far into the file the boxes put it', () => {
    const far = avif(ispe(1000, 800), box('free', new Uint8Array(70 * 1024)), ispe(20_000, 20_000))
    expect(readImageHeader(far)).toMatchObject({ width: 20_000, height: 20_000 })
  })

  it('refuses an AVIF whose boxes hold no size', () => {
    expect(readImageHeader(avif())).toBeNull()
    expect(readImageHeader(bytes(box('ftyp', 'avif', u32(0)), 'ispe', u32(0), u32(99_999), u32(99_999)))).toBeNull()
  })
})

describe('metadata stripping', () => {
  it('drops EXIF and comments from a JPEG, keeps the frame', () => {
    const comment = [0xff, 0xfe, ...u16(9), ...bytes('secret!')]
    const jpeg = bytes([0xff, 0xd8], exif(1), comment, sof(10, 10), [0xff, 0xda, 0, 2, 1, 2, 3, 0xff, 0xd9])
    const out = stripJpeg(jpeg)
    const text = String.fromCharCode(...out)
    expect(text).not.toContain('Exif')
    expect(text).not.toContain('secret')
    expect(readImageHeader(out)).toMatchObject({ width: 10, height: 10 })
  })

  it('walks a progressive JPEG to its end: EXIF between scans and data after EOI go, every scan stays (issue 41)', async () => {
    const noise = Buffer.from(Array.from({ length: 64 * 48 * 3 }, (_, i) => (i * 7919) % 256))
    const progressive = new Uint8Array(
      await sharp(noise, { raw: { width: 64, height: 48, channels: 3 } })
        .jpeg({ progressive: true })
        .toBuffer(),
    )
    const scans = (b: Uint8Array) => [...b.keys()].filter((i) => b[i] === 0xff && b[i + 1] === 0xda)
    const second = scans(progressive)[1]!
    expect(second).toBeGreaterThan(0)
    const comment = [0xff, 0xfe, ...u16(12), ...bytes('GPS 52.229')]
    const jpeg = bytes(
      [...progressive.subarray(0, second)],
      exif(1),
      comment,
      [...progressive.subarray(second)],
      'GPS 52.2297,21.0122',
    )
    const out = stripJpeg(jpeg)
    const text = String.fromCharCode(...out)
    expect(text).not.toContain('Exif')
    expect(text).not.toContain('GPS')
    expect([...out.subarray(-2)]).toEqual([0xff, 0xd9])
    expect(scans(out)).toHaveLength(scans(progressive).length)
    expect(out).toEqual(progressive)
    expect(await sharp(out).metadata()).toMatchObject({ width: 64, height: 48, isProgressive: true })
  })

  it('drops EXIF and XMP chunks from a WebP and clears their flags', () => {
    const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24]
    const webp = bytes(
      'RIFF',
      le32(0),
      'WEBP',
      'VP8X',
      le32(10),
      [0x0c, 0, 0, 0, 9, 0, 0, 9, 0, 0],
      'EXIF',
      le32(4),
      'GPS!',
      'XMP ',
      le32(2),
      'xx',
    )
    const out = stripWebp(webp)
    const text = String.fromCharCode(...out)
    expect(text).not.toContain('EXIF')
    expect(text).not.toContain('XMP')
    expect(out[20]! & 0x0c).toBe(0)
    expect(new DataView(out.buffer).getUint32(4, true)).toBe(out.length - 8)
  })
})

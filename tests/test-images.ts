import { createDeflate } from 'node:zlib'
import sharp from 'sharp'

/**
 * Images made in the test, never downloaded: a phone-camera JPEG with GPS EXIF (and XMP and a comment, the other
 * metadata that must never be served), a text file posing as a photo, an oversized file and a decompression bomb's
 * header built from bytes.
 */
export async function phoneJpeg(width = 1600, height = 1200, color = '#2a7a5a'): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: color } })
    // Stripes, so the picture compresses like a photo rather than a flat colour.
    .composite([{ input: Buffer.from(stripes(width, height)), top: 0, left: 0 }])
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12', Software: 'SECRET-EDITOR-TAG' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 13/1 4794/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '21/1 0/1 4212/100',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="SECRET-XMP-AUTHOR"/></rdf:RDF></x:xmpmeta>',
    )
    .jpeg({ quality: 90 })
    .toBuffer()
  return withComment(jpeg, 'SECRET-JPEG-COMMENT')
}

/**
 * A phone photo taken upright and stored sideways, as phone cameras do: `width` × `height` pixels (landscape) with
 * EXIF Orientation 6 ("rotate 90° clockwise to display"), so a viewer shows it `height` wide and `width` tall.
 */
export async function sidewaysJpeg(width = 1600, height = 1000): Promise<Buffer> {
  return (
    sharp({ create: { width, height, channels: 3, background: '#5a2a7a' } })
      .composite([{ input: Buffer.from(stripes(width, height)), top: 0, left: 0 }])
      .withExif({ IFD0: { Make: 'TestPhone' } })
      // sharp writes the orientation tag from here (an Orientation given to withExif is replaced by 1).
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 90 })
      .toBuffer()
  )
}

function stripes(width: number, height: number): string {
  const bars = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${(i * width) / 12}" width="${width / 24}" height="${height}" fill="#fff" opacity="0.4"/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${bars.join('')}</svg>`
}

/** A COM segment right after SOI. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1')
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body])
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)])
}

/** SOI, a baseline frame header claiming width × height, EOI: no pixel data at all, a few dozen bytes. */
export function jpegHeaderOnly(width: number, height: number): Buffer {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03]
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
  return Buffer.from([0xff, 0xd8, ...sof, ...components, 0xff, 0xd9])
}

/** Every metadata marker a served variant must not carry, by what it is. */
export function metadataIn(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1')
  const found: string[] = []
  if (text.includes('Exif\0\0') || text.includes('EXIF')) found.push('EXIF')
  if (text.includes('TestPhone')) found.push('camera')
  if (text.includes('http://ns.adobe.com/xap') || text.includes('xmpmeta') || text.includes('SECRET-XMP'))
    found.push('XMP')
  if (text.includes('SECRET-JPEG-COMMENT') || text.includes('SECRET-EDITOR')) found.push('comment')
  return found
}

export async function sizeOf(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata()
  return { format: meta.format, width: meta.width, height: meta.height }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), body.length + 4)
  return out
}

/**
 * A real, decodable 16-bit RGBA PNG of `side` × `side` black pixels (issue 41's decompression cost): 6,300² is
 * 317 MB decoded from about 310 KB. Compressed row by row, so this process never holds the decoded size.
 */
export async function deepPng(side: number): Promise<Buffer> {
  const row = Buffer.alloc(1 + side * 8)
  const deflate = createDeflate({ level: 9 })
  const chunks: Buffer[] = []
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
    deflate.on('end', resolve)
    deflate.on('error', reject)
  })
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve))
  deflate.end()
  await done
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([16, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(chunks)),
    pngChunk('IEND', new Uint8Array()),
  ])
}

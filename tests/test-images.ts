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

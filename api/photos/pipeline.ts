import { PHOTO_WIDTHS } from '../contract/listing-values'
import { ApiFailure } from '../lib/errors'
import { type ImageHeader, readImageHeader } from './image-header'
import { stripJpeg, stripWebp } from './strip-metadata'

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const PHOTO_MIN_WIDTH = 800
/**
 * Decompression-bomb limits, judged on the header: 40 megapixels is more than any phone camera's 12–50 MP mode
 * needs after its own binning, and 12,000 px on a side covers panoramas a facility would show.
 */
export const PHOTO_MAX_PIXELS = 40_000_000
export const PHOTO_MAX_SIDE = 12_000
/**
 * What the decoded original may take (issue 41): pixels × bytes per pixel, read from the header. 40 MP of 8-bit RGBA
 * is the most the pixel limit lets through, so no ordinary photo is refused; a 16-bit RGBA PNG of 6,300 × 6,300
 * (317 MB decoded from a 309 KB file) is.
 */
const PHOTO_DECODE_BUDGET_BYTES = PHOTO_MAX_PIXELS * 4

const invalid = (message: string) =>
  new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [{ path: 'file', message }])

/** Refuses by bytes and header alone (nothing decoded yet): 415 not an image we take, 400 too small or too large. */
export function checkUpload(bytes: Uint8Array<ArrayBuffer>): ImageHeader {
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new ApiFailure(413, 'PAYLOAD_TOO_LARGE', 'Photo over 10 MB')
  const header = readImageHeader(bytes)
  if (!header)
    throw new ApiFailure(415, 'UNSUPPORTED_MEDIA_TYPE', 'JPEG, PNG, WebP or AVIF only', [
      { path: 'file', message: 'imageType' },
    ])
  if (header.width * header.height > PHOTO_MAX_PIXELS || Math.max(header.width, header.height) > PHOTO_MAX_SIDE)
    throw invalid('imageTooLarge')
  if (header.width * header.height * header.bytesPerPixel > PHOTO_DECODE_BUDGET_BYTES) throw invalid('imageTooDeep')
  if (header.displayWidth < PHOTO_MIN_WIDTH) throw invalid('imageTooNarrow')
  return header
}

/** `width`: what the file really is, read from its own header (scale-down never enlarges a narrower photo). */
export type Variant = { name: string; contentType: string; bytes: Uint8Array; width: number }

const FORMATS = [
  { ext: 'webp', contentType: 'image/webp', strip: stripWebp },
  { ext: 'jpg', contentType: 'image/jpeg', strip: stripJpeg },
] as const

/** The largest served width: the one decode of the original makes this, and every variant is made from it. */
const MASTER_WIDTH = Math.max(...PHOTO_WIDTHS)

/**
 * The served variants, made by the Images binding: each width in WebP and JPEG, EXIF orientation applied by the
 * decoder before resizing, never enlarged past the original. The original is decoded once, into a lossless PNG at
 * the largest width; the variants are then made from that one, one after another (issue 41: six decodes of the
 * original at once took 5 s of CPU and 290 MB for one deep PNG). Metadata is cut out of every output afterwards
 * (strip-metadata.ts), whatever the encoder kept.
 */
export async function makeVariants(images: ImagesBinding, original: Uint8Array<ArrayBuffer>): Promise<Variant[]> {
  const encode = async (input: Uint8Array<ArrayBuffer>, width: number, format: ImageOutputOptions['format']) => {
    const result = await images
      .input(new Blob([input]).stream())
      .transform({ width, fit: 'scale-down' })
      .output(format === 'image/png' ? { format } : { format, quality: 82 })
    return new Uint8Array(await result.response().arrayBuffer())
  }
  try {
    const master = await encode(original, MASTER_WIDTH, 'image/png')
    const variants: Variant[] = []
    for (const width of PHOTO_WIDTHS)
      for (const format of FORMATS) {
        const bytes = format.strip(await encode(master, width, format.contentType))
        const real = readImageHeader(bytes)?.width
        if (!real) throw new Error('variant without a readable header')
        variants.push({ name: `${width}.${format.ext}`, contentType: format.contentType, bytes, width: real })
      }
    return variants
  } catch {
    // The header was fine but the data is not (truncated or corrupt): the operator's file, not our failure.
    throw invalid('imageUnreadable')
  }
}

/** The stored widths of a photo's variants (PHOTO_WIDTHS order): the WebP's, which its JPEG twin shares. */
export const variantWidthsOf = (variants: Variant[]) =>
  PHOTO_WIDTHS.map((slot) => variants.find((v) => v.name === `${slot}.webp`)?.width ?? slot)

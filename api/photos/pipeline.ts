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
  if (header.displayWidth < PHOTO_MIN_WIDTH) throw invalid('imageTooNarrow')
  return header
}

/** `width`: what the file really is, read from its own header (scale-down never enlarges a narrower photo). */
export type Variant = { name: string; contentType: string; bytes: Uint8Array; width: number }

const FORMATS = [
  { ext: 'webp', contentType: 'image/webp', strip: stripWebp },
  { ext: 'jpg', contentType: 'image/jpeg', strip: stripJpeg },
] as const

/**
 * The served variants, made by the Images binding: each width in WebP and JPEG, EXIF orientation applied by the
 * decoder before resizing, never enlarged past the original. Metadata is cut out of every output afterwards
 * (strip-metadata.ts), whatever the encoder kept.
 */
export async function makeVariants(images: ImagesBinding, original: Uint8Array<ArrayBuffer>): Promise<Variant[]> {
  const jobs = PHOTO_WIDTHS.flatMap((width) =>
    FORMATS.map(async (format) => {
      const result = await images
        .input(new Blob([original]).stream())
        .transform({ width, fit: 'scale-down' })
        .output({ format: format.contentType, quality: 82 })
      const bytes = format.strip(new Uint8Array(await result.response().arrayBuffer()))
      const real = readImageHeader(bytes)?.width
      if (!real) throw new Error('variant without a readable header')
      return { name: `${width}.${format.ext}`, contentType: format.contentType, bytes, width: real }
    }),
  )
  try {
    return await Promise.all(jobs)
  } catch {
    // The header was fine but the data is not (truncated or corrupt): the operator's file, not our failure.
    throw invalid('imageUnreadable')
  }
}

/** The stored widths of a photo's variants (PHOTO_WIDTHS order): the WebP's, which its JPEG twin shares. */
export const variantWidthsOf = (variants: Variant[]) =>
  PHOTO_WIDTHS.map((slot) => variants.find((v) => v.name === `${slot}.webp`)?.width ?? slot)

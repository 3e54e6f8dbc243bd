/** Our own facility and promotion photos: each `name.webp` (1200 px) ships with a `name-640.webp` beside it. */
const OWN_PHOTO = /^\/images\/(facilities|promo)\/[\w-]+\.webp$/

/**
 * A card is at most ~450 CSS px wide, so a phone picks the 640 px photo (9–12 KB) instead of the 1200 px one
 * (17–29 KB); a photo from elsewhere has no smaller copy and keeps its one source.
 */
export function cardPhotoSrcSet(src: string): string | undefined {
  if (!OWN_PHOTO.test(src) || src.endsWith('-640.webp')) return undefined
  return `${src.replace(/\.webp$/, '-640.webp')} 640w, ${src} 1200w`
}

export const CARD_PHOTO_SIZES = '(min-width: 768px) 450px, 100vw'

/**
 * An operator's photo (issue 32): its public address names the 1280 px WebP; the upload made 320/640/1280 px in WebP
 * and JPEG (PHOTO_WIDTHS in api/contract/listing-values.ts; card-photo.test.ts keeps the two lists equal). Spelled
 * here so the card's chunk imports nothing from the contract. The numbers name the files; `widths`, as stored at
 * upload, say how wide each really is (a photo under 1280 px has a narrower "-1280"), and the srcset says that.
 */
export const MEDIA_WIDTHS = [320, 640, 1280] as const
const MEDIA_PHOTO = /^\/media\/(f\d+\/[a-z0-9-]+)-1280\.webp$/

export function photoSrcSets(
  src: string,
  widths?: readonly number[] | null,
): { webp: string; jpeg: string; fallback: string } | null {
  const match = MEDIA_PHOTO.exec(src)
  if (!match) return null
  const base = `/media/${match[1]}`
  const real = widths?.length === MEDIA_WIDTHS.length ? widths : MEDIA_WIDTHS
  const set = (ext: string) => MEDIA_WIDTHS.map((w, i) => `${base}-${w}.${ext} ${real[i]}w`).join(', ')
  return { webp: set('webp'), jpeg: set('jpg'), fallback: `${base}-640.jpg` }
}

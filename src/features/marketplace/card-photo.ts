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

import { preload } from 'react-dom'
import { cardPhotoSrcSet, photoSrcSets } from './card-photo'

type Props = {
  src: string
  alt: string
  sizes: string
  className: string
  /** An operator photo's real variant widths (stored at upload); the named widths when not given. */
  widths?: readonly number[] | null
  /** The alt text's language when it is not the page's (an English page showing the Polish alt). */
  altLang?: string
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high'
}

/**
 * A facility's picture. An operator's photo (/media/…) has WebP variants at 320/640/1280 px and JPEG twins for
 * browsers without WebP: a <picture> lets each browser pick format and width. Our drawn pictures keep their srcset.
 */
export function FacilityPhoto({ src, alt, sizes, className, widths, altLang, loading, fetchPriority }: Props) {
  const media = photoSrcSets(src, widths)
  const img = (
    <img
      src={media ? media.fallback : src}
      srcSet={media ? media.jpeg : cardPhotoSrcSet(src)}
      sizes={media || cardPhotoSrcSet(src) ? sizes : undefined}
      alt={alt}
      lang={altLang}
      width={1200}
      height={800}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  )
  if (!media) return img
  // React announces an eager <img> in the head by itself, but not one inside a <picture> (it cannot know which source
  // the browser takes): the page's LCP photo is announced here, WebP first as its <source> is (ADR 0104).
  if (fetchPriority === 'high')
    preload(media.fallback, {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: media.webp,
      imageSizes: sizes,
      fetchPriority,
    })
  return (
    <picture>
      <source type="image/webp" srcSet={media.webp} sizes={sizes} />
      {img}
    </picture>
  )
}

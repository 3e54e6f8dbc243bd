import { photoSrcSets } from '@api/contract/listing-values'
import { cardPhotoSrcSet } from './card-photo'

type Props = {
  src: string
  alt: string
  sizes: string
  className: string
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high'
}

/**
 * A facility's picture. An operator's photo (/media/…) has WebP variants at 320/640/1280 px and JPEG twins for
 * browsers without WebP: a <picture> lets each browser pick format and width. Our drawn pictures keep their srcset.
 */
export function FacilityPhoto({ src, alt, sizes, className, loading, fetchPriority }: Props) {
  const media = photoSrcSets(src)
  const img = (
    <img
      src={media ? media.fallback : src}
      srcSet={media ? media.jpeg : cardPhotoSrcSet(src)}
      sizes={media || cardPhotoSrcSet(src) ? sizes : undefined}
      alt={alt}
      width={1200}
      height={800}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  )
  if (!media) return img
  return (
    <picture>
      <source type="image/webp" srcSet={media.webp} sizes={sizes} />
      {img}
    </picture>
  )
}

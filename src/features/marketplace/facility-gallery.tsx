import { css } from 'styled-system/css'
import type { PublicPhoto } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { DetailCard } from './detail-card'
import { FacilityPhoto } from './facility-photo'

/**
 * The operator's photos after the cover (which heads the page), each with its alt text in the page's language and
 * its variants in a srcset. Below the fold, so every picture loads lazily; plain images, nothing to operate.
 */
export function FacilityGallery({ photos }: { photos: PublicPhoto[] }) {
  const t = useT()
  const lang = useLang()
  return (
    <DetailCard title={t('facilityPage.photosTitle')} id="photos-title">
      <ul
        className={css({
          listStyle: 'none',
          p: '0',
          m: '0',
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        })}
        data-testid="facility-gallery"
      >
        {photos.map((photo) => (
          <li key={photo.base}>
            <FacilityPhoto
              src={`${photo.base}-1280.webp`}
              widths={photo.widths}
              alt={photo.alt}
              altLang={photo.altLang === lang ? undefined : photo.altLang}
              sizes="(min-width: 1024px) 260px, 50vw"
              loading="lazy"
              className={css({ w: 'full', h: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 'md' })}
            />
          </li>
        ))}
      </ul>
    </DetailCard>
  )
}

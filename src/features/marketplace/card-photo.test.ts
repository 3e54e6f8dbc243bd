import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PHOTO_WIDTHS } from '@api/contract/listing-values'
import { cardPhotoSrcSet, MEDIA_WIDTHS, photoSrcSets } from './card-photo'

const PUBLIC = join(import.meta.dirname, '../../../public')

describe('cardPhotoSrcSet', () => {
  it('offers the 640 px copy of our own photos', () => {
    expect(cardPhotoSrcSet('/images/facilities/facility-6.webp')).toBe(
      '/images/facilities/facility-6-640.webp 640w, /images/facilities/facility-6.webp 1200w',
    )
    expect(cardPhotoSrcSet('/images/promo/lockerbox-warszawa.webp')).toContain('lockerbox-warszawa-640.webp 640w')
  })

  it('leaves photos from elsewhere with their one source', () => {
    expect(cardPhotoSrcSet('https://example.com/a.webp')).toBeUndefined()
    expect(cardPhotoSrcSet('/images/facilities/facility-6.jpg')).toBeUndefined()
    expect(cardPhotoSrcSet('/images/facilities/facility-6-640.webp')).toBeUndefined()
  })

  it('points only at files that exist: every photo it accepts has its 640 px copy in public/', () => {
    for (const folder of ['facilities', 'promo']) {
      for (const file of readdirSync(join(PUBLIC, 'images', folder))) {
        const srcSet = cardPhotoSrcSet(`/images/${folder}/${file}`)
        if (!srcSet) continue
        for (const candidate of srcSet.split(', ').map((entry) => entry.split(' ')[0]!))
          expect(existsSync(join(PUBLIC, candidate)), candidate).toBe(true)
      }
    }
  })
})

describe('photoSrcSets (operator photos)', () => {
  it("spells the upload's widths in WebP and JPEG from the cover address", () => {
    expect(MEDIA_WIDTHS).toEqual(PHOTO_WIDTHS)
    expect(photoSrcSets('/media/f3/ab-12-1280.webp')).toEqual({
      webp: '/media/f3/ab-12-320.webp 320w, /media/f3/ab-12-640.webp 640w, /media/f3/ab-12-1280.webp 1280w',
      jpeg: '/media/f3/ab-12-320.jpg 320w, /media/f3/ab-12-640.jpg 640w, /media/f3/ab-12-1280.jpg 1280w',
      fallback: '/media/f3/ab-12-640.jpg',
    })
    expect(photoSrcSets('/images/facilities/facility-6.webp')).toBeNull()
  })

  it('says how wide each variant really is: a photo under 1280 px has a narrower "-1280"', () => {
    expect(photoSrcSets('/media/f3/ab-12-1280.webp', [320, 640, 1000])).toMatchObject({
      webp: '/media/f3/ab-12-320.webp 320w, /media/f3/ab-12-640.webp 640w, /media/f3/ab-12-1280.webp 1000w',
      jpeg: '/media/f3/ab-12-320.jpg 320w, /media/f3/ab-12-640.jpg 640w, /media/f3/ab-12-1280.jpg 1000w',
    })
    // An answer cached before widths were sent reads as the named widths.
    expect(photoSrcSets('/media/f3/ab-12-1280.webp', null)?.webp).toContain('-1280.webp 1280w')
  })
})

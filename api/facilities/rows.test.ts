import { describe, expect, it } from 'vitest'
import { type FacilityRow, type RichRow, toRichContent, toRichTextsEn, toSummary } from './rows'

const rich: RichRow = {
  title: 'Tytuł',
  lead: 'Wstęp',
  body_html: '<p>Treść</p>',
  storage_info_html: null,
  tips_html: '<p>Porady</p>',
  faq: '[{"question":"Q?","answer":"A."}]',
  image_url: '/x.webp',
  brand: 'Marka',
  min_size_m2: 1,
  max_size_m2: 5,
  min_price_monthly: 90,
  max_price_monthly: 300,
  features: '["Parking"]',
  title_en: null,
  lead_en: null,
  body_html_en: null,
  storage_info_html_en: null,
  tips_html_en: null,
  faq_en: null,
}

describe('rich content per language', () => {
  it('serves Polish, marked Polish, to an English request when no English text exists', () => {
    expect(toRichTextsEn(rich)).toBeNull()
    expect(toRichContent(rich, 'en')).toMatchObject({ contentLang: 'pl', title: 'Tytuł', tipsHtml: '<p>Porady</p>' })
  })

  it('swaps the texts as one block: an English title alone never leaves Polish body text beside it', () => {
    const content = toRichContent({ ...rich, title_en: 'Title' }, 'en')!
    expect(content).toMatchObject({
      contentLang: 'en',
      title: 'Title',
      lead: null,
      bodyHtml: null,
      tipsHtml: null,
      faq: [],
    })
    // Language-neutral fields stay shared.
    expect(content).toMatchObject({ imageUrl: '/x.webp', brand: 'Marka', minPriceMonthly: 90, features: ['Parking'] })
    expect(toRichContent({ ...rich, title_en: 'Title' }, 'pl')).toMatchObject({ contentLang: 'pl', title: 'Tytuł' })
  })

  it('counts an English FAQ alone as English', () => {
    expect(toRichTextsEn({ ...rich, faq_en: '[{"question":"Why?","answer":"Because."}]' })).toMatchObject({
      title: null,
      faq: [{ question: 'Why?' }],
    })
    expect(toRichTextsEn({ ...rich, faq_en: '[]' })).toBeNull()
  })
})

describe('description per language', () => {
  const row = {
    id: 1,
    slug: 's',
    name: 'N',
    description: 'Opis',
    description_en: null,
    features: '[]',
    latitude: 0,
    longitude: 0,
  } as unknown as FacilityRow
  it('falls back to Polish and says so', () => {
    expect(toSummary(row, 'en')).toMatchObject({ description: 'Opis', descriptionLang: 'pl' })
    expect(toSummary({ ...row, description_en: 'Description' }, 'en')).toMatchObject({
      description: 'Description',
      descriptionLang: 'en',
    })
    expect(toSummary({ ...row, description_en: 'Description' }, 'pl')).toMatchObject({
      description: 'Opis',
      descriptionLang: 'pl',
    })
  })
})

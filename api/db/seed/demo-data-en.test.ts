import { describe, expect, it } from 'vitest'
import { facilitySlug } from '../../facilities/slug'
import { sanitizeHtml } from '../../lib/sanitize'
import { DEMO_FACILITIES } from './demo-data'
import { DEMO_FACILITIES_EN, TRANSLATED_SLUGS, englishDescription } from './demo-data-en'

const slugs = DEMO_FACILITIES.map((f) => facilitySlug(f.name, f.city))
// Polish letters or words that only a Polish text would hold; place and street names are allowed through.
const POLISH_WORDS = /(^|\s)(oraz|lub|dla|jest|się|przy|boks|boksy|magazyn|dostęp|możesz)(\s|$)/i

describe('English demo texts', () => {
  it('cover every demo facility, and translations exist only for demo facilities', () => {
    expect(Object.keys(DEMO_FACILITIES_EN).sort()).toEqual([...slugs].sort())
    for (const slug of TRANSLATED_SLUGS) expect(slugs, slug).toContain(slug)
  })

  it('translate by hand every facility with Polish rich content (a generated description has no rich content)', () => {
    for (const [i, f] of DEMO_FACILITIES.entries()) if (f.rich) expect(TRANSLATED_SLUGS, slugs[i]).toContain(slugs[i])
  })

  it('translate the rich content exactly where Polish rich content exists, question for question', () => {
    for (const [i, f] of DEMO_FACILITIES.entries()) {
      const en = DEMO_FACILITIES_EN[slugs[i]!]!
      expect(en.description.length, slugs[i]).toBeGreaterThan(40)
      expect(en.description, slugs[i]).not.toBe(f.description)
      expect(Boolean(en.rich), slugs[i]).toBe(Boolean(f.rich))
      if (!en.rich || !f.rich) continue
      expect(en.rich.faq).toHaveLength(f.rich.faq.length)
      for (const text of [
        en.description,
        en.rich.title,
        en.rich.lead,
        ...en.rich.faq.flatMap((q) => [q.question, q.answer]),
      ]) {
        expect(text, slugs[i]).not.toMatch(POLISH_WORDS)
      }
    }
  })

  it('use the same simple HTML as the Polish texts, unchanged by the sanitizer', () => {
    for (const en of Object.values(DEMO_FACILITIES_EN)) {
      for (const html of en.rich ? [en.rich.bodyHtml, en.rich.storageInfoHtml, en.rich.tipsHtml] : []) {
        for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g))
          expect(['p', 'ul', 'li', 'strong', 'h3']).toContain(tag)
        expect(sanitizeHtml(html)).toBe(html)
      }
    }
  })
})

describe('englishDescription (generated facilities)', () => {
  it('reads the size range and the features in plain English', () => {
    expect(
      englishDescription({
        name: 'BoxCity Park',
        city: 'Łódź',
        features: ['klimatyzacja', '24h_dostep', 'parking'],
        sizesM2: [7.5, 1, 20, 3],
      }),
    ).toBe(
      'BoxCity Park in Łódź offers self-storage units from 1 m² to 20 m². On site: air-conditioned units, 24/7 access and customer parking.',
    )
    expect(englishDescription({ name: 'Schowkowo', city: 'Opole', features: ['monitoring'], sizesM2: [5, 5] })).toBe(
      'Schowkowo in Opole offers self-storage units of 5 m². On site: CCTV monitoring.',
    )
    expect(englishDescription({ name: 'SpaceBox', city: 'Kielce', features: [], sizesM2: [] })).toBe(
      'SpaceBox in Kielce offers self-storage units.',
    )
  })

  it('is deterministic', () => {
    const f = {
      name: 'Magazynek Północ',
      city: 'Gdańsk',
      features: ['monitoring', 'ochrona', 'winda'] as const,
      sizesM2: [2, 12],
    }
    expect(englishDescription(f)).toBe(englishDescription({ ...f }))
  })
})

import { describe, expect, it } from 'vitest'
import { en } from './en'
import { pl } from './pl'
import { pluralCategory, registerMessages, translator } from '.'

registerMessages('pl', pl)
registerMessages('en', en)

describe('pluralCategory (Intl.PluralRules)', () => {
  it.each([
    [1, 'one'],
    [2, 'few'],
    [5, 'many'],
    [12, 'many'],
    [22, 'few'],
    [25, 'many'],
    [101, 'many'],
    [112, 'many'],
    [0, 'many'],
    [104, 'few'],
  ] as const)('pl %i → %s', (count, category) => {
    expect(pluralCategory('pl', count)).toBe(category)
  })

  it.each([
    [1, 'one'],
    [2, 'other'],
    [0, 'other'],
    [21, 'other'],
  ] as const)('en %i → %s', (count, category) => {
    expect(pluralCategory('en', count)).toBe(category)
  })
})

describe('counts in the dictionaries', () => {
  const pl = translator('pl')
  const en = translator('en')

  it.each([
    [1, '4.5 (1 opinia)'],
    [2, '4.5 (2 opinie)'],
    [5, '4.5 (5 opinii)'],
    [12, '4.5 (12 opinii)'],
    [22, '4.5 (22 opinie)'],
    [25, '4.5 (25 opinii)'],
    [64, '4.5 (64 opinie)'],
    [101, '4.5 (101 opinii)'],
    [112, '4.5 (112 opinii)'],
  ])('pl reviews: %i', (count, text) => {
    expect(pl('facilityPage.reviews', { rating: '4.5', count })).toBe(text)
  })

  it('en reviews: one and other', () => {
    expect(en('facilityPage.reviews', { rating: '4.5', count: 1 })).toBe('4.5 (1 review)')
    expect(en('facilityPage.reviews', { rating: '4.5', count: 64 })).toBe('4.5 (64 reviews)')
  })

  it('facilities found and free units follow the number', () => {
    expect([1, 3, 7, 22].map((count) => pl('marketplace.list.count', { count }))).toEqual([
      'Znaleziono 1 magazyn',
      'Znaleziono 3 magazyny',
      'Znaleziono 7 magazynów',
      'Znaleziono 22 magazyny',
    ])
    expect([1, 4, 5].map((count) => pl('marketplace.card.available', { count }))).toEqual([
      'Dostępny 1 boks',
      'Dostępne 4 boksy',
      'Dostępnych 5 boksów',
    ])
    expect(en('marketplace.list.countQuery', { count: 1, query: 'Kraków' })).toBe('Found 1 facility for “Kraków”')
  })

  it('a fraction takes the "other" form', () => {
    expect(pl('marketplace.list.count', { count: 1.5 })).toBe('Znaleziono 1.5 magazynu')
  })

  it('plain keys are untouched by a count param', () => {
    expect(pl('common.notFound.title', { count: 3 })).toBe('Ups! Nie znaleziono strony')
  })
})

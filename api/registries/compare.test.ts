import { describe, expect, it } from 'vitest'
import { nameKey, sameAddress, sameName, streetKey } from './compare'

describe('names', () => {
  it('match across case, diacritics and punctuation', () => {
    expect(sameName('Składuj', 'SKŁADUJ')).toBe(true)
    expect(sameName('Przechowalnia Nova', 'PRZECHOWALNIA „NOVA”')).toBe(true)
  })
  it('read a spelled-out legal form and its abbreviation as one', () => {
    expect(sameName('Magazyny Testowe sp. z o.o.', 'MAGAZYNY TESTOWE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ')).toBe(
      true,
    )
    expect(sameName('BoxCity S.A.', 'BOXCITY SPÓŁKA AKCYJNA')).toBe(true)
    expect(sameName('Schowek Plus sp.j.', 'SCHOWEK PLUS SPÓŁKA JAWNA')).toBe(true)
    expect(sameName('Kontener Plus s.c.', 'KONTENER PLUS SPÓŁKA CYWILNA')).toBe(true)
    expect(sameName('Lockerbox Sp. z o.o.', 'LOCKERBOX SP. Z O.O.')).toBe(true)
  })
  it('do not mistake one legal form for another', () => {
    expect(sameName('BoxCity S.A.', 'BOXCITY SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ')).toBe(false)
    expect(sameName('Magazynek sp.k.', 'MAGAZYNEK SPÓŁKA KOMANDYTOWO-AKCYJNA')).toBe(false)
  })
  it('take the words in any order: a sole trader puts a name before or after the trading name', () => {
    expect(sameName('Anna Nowak Schowki Nowak', 'SCHOWKI NOWAK ANNA NOWAK')).toBe(true)
  })
  it('refuse another name, a missing word and an empty name', () => {
    expect(sameName('Magazyny Testowe sp. z o.o.', 'INNE MAGAZYNY SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ')).toBe(false)
    expect(sameName('Magazyny Testowe', 'MAGAZYNY')).toBe(false)
    expect(sameName('', '')).toBe(false)
    expect(nameKey('  ')).toBe('')
  })
})

const ours = { street: 'Prosta', building: '12', postalCode: '00-838', city: 'Warszawa' }
const split = (
  street: string,
  building: string,
  postalCode: string,
  city: string,
  apartment: string | null = null,
) => ({
  street,
  building,
  apartment,
  postalCode,
  city,
})

describe('addresses', () => {
  it('match with or without a street prefix, in capitals, with a flat number on one side', () => {
    expect(streetKey('UL. PROSTA')).toBe('prosta')
    expect(sameAddress(ours, split('UL. PROSTA', '12', '00-838', 'WARSZAWA'))).toBe(true)
    expect(sameAddress({ ...ours, street: 'ul. Prosta' }, split('Prosta', '12', '00838', 'Warszawa', '4'))).toBe(true)
    expect(
      sameAddress({ ...ours, street: 'al. Jana Pawła II' }, split('ALEJA JANA PAWŁA II', '12', '00-838', 'WARSZAWA')),
    ).toBe(true)
  })
  it('refuse another building, postal code, town or street', () => {
    expect(sameAddress(ours, split('PROSTA', '14', '00-838', 'WARSZAWA'))).toBe(false)
    expect(sameAddress(ours, split('PROSTA', '12', '00-839', 'WARSZAWA'))).toBe(false)
    expect(sameAddress(ours, split('PROSTA', '12', '00-838', 'KRAKÓW'))).toBe(false)
    expect(sameAddress(ours, split('KRZYWA', '12', '00-838', 'WARSZAWA'))).toBe(false)
    expect(sameAddress(ours, null)).toBe(false)
  })
  it('read a white-list line that could not be split by its parts', () => {
    const line = (text: string) => ({
      ...split('', '', '', ''),
      street: null,
      postalCode: null,
      city: null,
      line: text,
    })
    expect(sameAddress(ours, line('WARSZAWA, UL. PROSTA 12 (00-838)'))).toBe(true)
    expect(sameAddress(ours, line('WARSZAWA, UL. PROSTA 14 (00-838)'))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { formatMoney, gross, VAT_RATE } from './money'

describe('money', () => {
  it('adds 23% VAT and rounds the gross amount to grosze', () => {
    expect(VAT_RATE).toBe(0.23)
    expect(gross(100)).toBe(123)
    expect(gross(160)).toBe(196.8)
    expect(gross(99.99)).toBe(122.99)
  })

  it('writes whole złoty when round and grosze otherwise, in each language’s digits', () => {
    expect(formatMoney(1250, 'pl')).toBe('1250 zł')
    expect(formatMoney(1199.5, 'pl')).toBe('1199,50 zł')
    expect(formatMoney(1250, 'en')).toBe('1,250 PLN')
    expect(formatMoney(1199.5, 'en')).toBe('1,199.50 PLN')
    // The saved-search words' former formatter, issue 27, with the English amount now first as the pages write it.
    expect(formatMoney(1299.5, 'pl')).toBe('1299,50 zł')
    expect(formatMoney(1299, 'en')).toBe('1,299 PLN')
  })

  // Polish groups from five digits, with a no-break space (Intl's pl-PL); English from four, with a comma.
  it('groups thousands as the language does', () => {
    expect(formatMoney(12500, 'pl')).toBe('12\u00a0500 zł')
    expect(formatMoney(12500, 'en')).toBe('12,500 PLN')
  })

  it('leaves the currency word to a message that writes it itself', () => {
    expect(formatMoney(1199.5, 'pl', { currency: false })).toBe('1199,50')
    expect(formatMoney(300, 'en', { currency: false })).toBe('300')
  })
})

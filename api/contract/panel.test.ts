import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InquiryUpdateSchema, UnitUpdateSchema } from './panel'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('unit price (the form and the API share it)', () => {
  it('accepts what people type: whole złoty, grosze, a comma, spaces', () => {
    for (const [input, price] of [
      ['149', 149],
      ['149,5', 149.5],
      ['149.50', 149.5],
      ['1 200', 1200],
      [99.99, 99.99],
    ] as const) {
      expect(v.parse(UnitUpdateSchema, { priceMonthly: input }).priceMonthly, String(input)).toBe(price)
    }
  })

  it('says which rule failed', () => {
    expect(messages(UnitUpdateSchema, { priceMonthly: '' })[0]).toBe('priceRequired')
    expect(messages(UnitUpdateSchema, { priceMonthly: '-5' })[0]).toBe('priceRange')
    expect(messages(UnitUpdateSchema, { priceMonthly: '0' })[0]).toBe('priceRange')
    expect(messages(UnitUpdateSchema, { priceMonthly: '100000.01' })[0]).toBe('priceRange')
    expect(messages(UnitUpdateSchema, { priceMonthly: '12,345' })[0]).toBe('priceInvalid')
    expect(messages(UnitUpdateSchema, { priceMonthly: '1e3' })[0]).toBe('priceInvalid')
    expect(messages(UnitUpdateSchema, { priceMonthly: 10.001 })[0]).toBe('priceInvalid')
    expect(messages(UnitUpdateSchema, {})[0]).toBe('nothingToSave')
  })
})

describe('inquiry update', () => {
  it('takes a known stage and a note of at most 2000 characters', () => {
    expect(v.parse(InquiryUpdateSchema, { stage: 'contacted' })).toEqual({ stage: 'contacted' })
    expect(v.parse(InquiryUpdateSchema, { note: '  linia 1\nlinia 2  ' })).toEqual({ note: 'linia 1\nlinia 2' })
    expect(messages(InquiryUpdateSchema, { stage: 'archived' })).toContain('stage')
    expect(messages(InquiryUpdateSchema, { note: 'x'.repeat(2001) })).toContain('noteTooLong')
  })
})

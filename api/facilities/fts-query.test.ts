import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_TERMS, quotePhrase, textSearch } from './fts-query'

describe('textSearch', () => {
  it('folds, quotes every indexable word and requires all of them', () => {
    expect(textSearch('  KRAKÓW   Łódzka ')).toEqual({ match: '"krakow" "lodzka"', substrings: [] })
  })

  it('has nothing to match for absent or blank text', () => {
    expect(textSearch(undefined)).toEqual({ match: null, substrings: [] })
    expect(textSearch(' \t ')).toEqual({ match: null, substrings: [] })
  })

  it('sends words shorter than a trigram to instr(), counting code points rather than UTF-16 units', () => {
    expect(textSearch('ul Warszawa 3')).toEqual({ match: '"warszawa"', substrings: ['ul', '3'] })
    expect(textSearch('Łó')).toEqual({ match: null, substrings: ['lo'] })
    expect(textSearch('📦a')).toEqual({ match: null, substrings: ['📦a'] })
    expect(textSearch('📦ab').match).toBe('"📦ab"')
  })

  it('keeps only the first words', () => {
    const search = textSearch('aaa bbb ccc ddd eee fff ggg hhh')
    expect(search.match!.split(' ')).toHaveLength(MAX_TERMS)
    expect(search.match).not.toContain('ggg')
  })

  it('neutralises FTS5 syntax: operators, prefixes, column filters and quotes stay literal text', () => {
    expect(textSearch('warszawa AND NOT krakow* OR')).toEqual({
      match: '"warszawa" "and" "not" "krakow*"',
      substrings: ['or'],
    })
    expect(textSearch('NEAR(a b) ^abc col:val "quoted"')).toEqual({
      match: '"near(a" "^abc" "col:val" """quoted"""',
      substrings: ['b)'],
    })
  })

  it('keeps words holding NUL out of the MATCH text', () => {
    expect(textSearch('ab\0cd warszawa')).toEqual({ match: '"warszawa"', substrings: ['ab\0cd'] })
  })
})

describe('quotePhrase', () => {
  it('always yields one well-formed phrase: no quote ends it early', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (term) => {
        const phrase = quotePhrase(term)
        expect(phrase.startsWith('"') && phrase.endsWith('"')).toBe(true)
        // Inside, quotes only come in pairs.
        expect(phrase.slice(1, -1).replace(/""/g, '')).not.toContain('"')
        expect(phrase.slice(1, -1).replace(/""/g, '"')).toBe(term)
      }),
    )
  })
})

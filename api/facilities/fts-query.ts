import { fold } from '@kernel/text'

/** The trigram tokenizer indexes 3-character windows: a shorter term has no token to look up and matches nothing. */
export const MIN_INDEXED_LENGTH = 3

/** More words add little precision and each one is another posting list to intersect. */
export const MAX_TERMS = 6

export type TextSearch = {
  /** An FTS5 MATCH expression (every term a quoted phrase, all required), or null when no term can use the index. */
  match: string | null
  /** Terms the index cannot answer, to find with instr(): no wildcards to escape and no LIKE pattern cap. */
  substrings: string[]
}

/** Code points, as the tokenizer counts them (an astral character is one, not two UTF-16 units). */
const length = (word: string) => [...word].length

/**
 * Inside double quotes FTS5 reads everything literally (operators, `*`, `^`, `:`, parentheses) except `""`,
 * which stands for one quote; so quoting each term is the whole escaping.
 */
export const quotePhrase = (term: string) => `"${term.replace(/"/g, '""')}"`

/**
 * Splits free text into what the trigram index answers and what it cannot. Every folded word must occur as a
 * substring of the facility's folded search text; a trigram phrase is exactly that for words of 3+ characters.
 * SQLite reads the query text as a C string, so a word holding NUL would be cut short inside the phrase and
 * leave an unterminated quote: such words take the instr() path, which tolerates it (and, unlike LIKE, has no
 * 50-byte pattern limit in D1).
 */
export function textSearch(text: string | undefined): TextSearch {
  const words = text ? fold(text).split(/\s+/).filter(Boolean).slice(0, MAX_TERMS) : []
  const indexed = words.filter((word) => length(word) >= MIN_INDEXED_LENGTH && !word.includes('\0'))
  const rest = words.filter((word) => !indexed.includes(word))
  return { match: indexed.length ? indexed.map(quotePhrase).join(' ') : null, substrings: rest }
}

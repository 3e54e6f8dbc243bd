import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { cleanLine, cleanLines, comparableCode, findUncleanString, isCleanText, nfkc } from './clean-text'
import { FacilityProfileSchema } from './listing'
import { RichContentSchema } from './admin-facility'

describe('isCleanText', () => {
  it.each([
    'Jan\r\nBcc: x@evil.pl',
    'a\0b',
    'tab\there',
    '\u0085',
    '\u007f',
    'lone \ud800 high',
    'lone \udc00 low',
    'reversed \udc00\ud800',
  ])('rejects %j on one line', (text) => {
    expect(isCleanText(text)).toBe(false)
  })

  it('keeps tab and line breaks in multi-line text only, and never NUL or a lone surrogate', () => {
    expect(isCleanText('Dzień dobry,\r\n\tproszę o ofertę.\n', true)).toBe(true)
    expect(isCleanText('a\0b', true)).toBe(false)
    expect(isCleanText('\ud83d', true)).toBe(false)
  })

  it.each([
    ['zero-width space', 'tenant@skrytka.test\u200b'],
    ['zero-width joiner', 'Jan\u200dKowalski'],
    ['zero-width non-joiner', 'Jan\u200cKowalski'],
    ['word joiner', 'Jan\u2060Kowalski'],
    ['byte-order mark', '\ufeffJan'],
    ['left-to-right mark', 'Jan\u200e'],
    ['right-to-left mark', 'Jan\u200f'],
    ['right-to-left override', 'Jan \u202egnp.exe'],
    ['left-to-right embedding', '\u202aJan\u202c'],
    ['first-strong isolate', '\u2068Jan\u2069'],
    // Issue 41: all of these passed.
    ['arabic letter mark', 'Jan\u061cKowalski'],
    ['line separator', 'Jan\u2028Kowalski'],
    ['paragraph separator', 'Jan\u2029Kowalski'],
    ['soft hyphen', 'Jan\u00adKowalski'],
    ['combining grapheme joiner', 'Jan\u034fKowalski'],
    ['Hangul choseong filler', 'Z\u115f30'],
    ['Hangul jungseong filler', 'Z\u116030'],
    ['Hangul filler', 'Z\u316430'],
    ['halfwidth Hangul filler', 'Z\uffa030'],
    ['blank Braille pattern', 'Jan\u2800'],
    ['tag letter', 'Jan\u{e0041}'],
    ['cancel tag', 'Jan\u{e007f}'],
    ['variation selector after a letter', 'Jan\ufe0f'],
    ['variation selector supplement', 'Jan\u{e0100}'],
    ['Mongolian vowel separator', 'Jan\u180e'],
  ])('refuses a %s in names and notes alike', (_label, text) => {
    expect(isCleanText(text)).toBe(false)
    expect(isCleanText(text, true)).toBe(false)
  })

  it('accepts Polish, emoji (a proper pair) and other scripts', () => {
    expect(isCleanText('Zażółć gęślą jaźń 📦 日本 — „cudzysłów”')).toBe(true)
    // Right-to-left script itself is text, not a control.
    expect(isCleanText('שלום עליכם مرحبا')).toBe(true)
  })

  it('keeps the joiner and the selectors emoji sequences are made of, and only there', () => {
    for (const emoji of ['👩‍💻', '👩🏽‍💻', '❤️', '☺︎', '1️⃣', '🏳️‍🌈', '👨‍👩‍👧'])
      expect(isCleanText(`a ${emoji} b`), emoji).toBe(true)
    expect(isCleanText('a\u200d💻')).toBe(false)
    expect(isCleanText('💻\u200da')).toBe(false)
  })
})

describe('nfkc', () => {
  it('stores compatibility forms as the letters they show', () => {
    const schema = v.pipe(v.string(), nfkc())
    expect(v.parse(schema, 'Ｚ３０')).toBe('Z30')
    expect(v.parse(schema, 'ﬁrma')).toBe('firma')
    expect(v.parse(schema, 'Zażółć')).toBe('Zażółć')
  })
})

describe('comparableCode', () => {
  it('reads look-alike codes as one', () => {
    for (const code of ['Z\u115f30', 'Ｚ30', 'z30', 'Z\u200b30', 'Z\u{e0041}30'])
      expect(comparableCode(code), code).toBe('z30')
    expect(comparableCode('Z31')).not.toBe('z30')
  })

  it('reads whole-script look-alikes of a Latin code as that code (Cyrillic, Greek, Armenian)', () => {
    // Cyrillic А, Greek Α, and Latin A: one code on a sign.
    for (const code of ['\u04101', '\u03911', 'a1', '\u04301']) expect(comparableCode(code), code).toBe('a1')
    // Every letter swapped: Cyrillic ВЕКМНОРСТХ, Greek ΒΕΚΜΗΟΡΤΧ, mixed with Latin.
    expect(comparableCode('\u0412\u0415\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0425-7')).toBe('bekmhopctx-7')
    expect(comparableCode('\u0392\u0395\u039a\u039c\u0397\u039f\u03a1\u03a4\u03a7-7')).toBe('bekmhoptx-7')
    expect(comparableCode('\u0405\u0406\u0408-\u0396\u0399\u039d')).toBe('sij-zin')
    expect(comparableCode('B\u0585X')).toBe('box')
    expect(comparableCode('\u04173')).toBe('33')
  })

  it('keeps codes apart that only differ inside the Latin script, or by a letter with no Latin look-alike', () => {
    expect(comparableCode('O1')).not.toBe(comparableCode('01'))
    expect(comparableCode('I1')).not.toBe(comparableCode('l1'))
    // Cyrillic Д and Greek Δ look like nothing Latin; Polish letters keep their marks.
    expect(comparableCode('\u04141')).toBe('\u04341')
    expect(comparableCode('\u03941')).not.toBe('d1')
    expect(comparableCode('Ż1')).not.toBe(comparableCode('Z1'))
  })
})

describe('findUncleanString', () => {
  const schema = v.object({
    name: v.pipe(v.string(), cleanLine()),
    message: v.optional(v.nullable(v.pipe(v.string(), v.trim(), cleanLines()))),
    nested: v.optional(v.object({ pl: v.pipe(v.string(), cleanLines()), en: v.string() })),
    list: v.optional(v.array(v.object({ note: v.pipe(v.string(), cleanLines()) }))),
  })

  it('names the first offending field by dot path', () => {
    expect(findUncleanString({ name: 'Jan', message: 'line\nline' }, schema)).toBeNull()
    expect(findUncleanString({ name: 'Jan\nKowal' }, schema)).toBe('name')
    expect(findUncleanString({ list: [{ note: 'ok' }, { note: 'a\u0000' }] }, schema)).toBe('list.1.note')
    expect(findUncleanString({ features: ['ok', 'bad\r'] }, schema)).toBe('features.1')
    expect(findUncleanString({ a: 'x\u200b', b: 'y\u200b' })).toBe('a')
  })

  it('lets a line break through where the schema says multi-line, not by the field’s name (issue 41)', () => {
    expect(findUncleanString({ nested: { pl: 'a\nb', en: 'c' } }, schema)).toBeNull()
    expect(findUncleanString({ nested: { pl: 'a', en: 'c\nd' } }, schema)).toBe('nested.en')
    // A field merely called `message` or `note` is single-line when its schema says so (or says nothing).
    expect(findUncleanString({ message: 'a\nb' })).toBe('message')
    expect(findUncleanString({ name: { note: 'a\nb' } }, schema)).toBe('name.note')
  })

  it('reads the real schemas: a facility description and the console’s rich content', () => {
    expect(findUncleanString({ description: { pl: 'a\nb', en: 'c\r\nd' } }, FacilityProfileSchema)).toBeNull()
    expect(findUncleanString({ contact: { website: 'https://x.pl/\n' } }, FacilityProfileSchema)).toBe(
      'contact.website',
    )
    const rich = { bodyHtml: '<p>a</p>\n<p>b</p>', faq: [{ question: 'Q', answer: 'a\nb' }] }
    expect(findUncleanString(rich, RichContentSchema)).toBeNull()
    expect(findUncleanString({ faq: [{ question: 'Q\nQ', answer: '' }] }, RichContentSchema)).toBe('faq.0.question')
  })

  it('walks any depth in constant stack (issue 41: depth 8,000 overflowed it)', () => {
    let deep: unknown = 'bad\u0000'
    for (let i = 0; i < 200_000; i++) deep = [deep]
    const path = findUncleanString({ a: deep })
    expect(path?.split('.').length).toBe(200_001)
    let clean: unknown = 'ok'
    for (let i = 0; i < 200_000; i++) clean = { x: clean }
    expect(findUncleanString(clean)).toBeNull()
  })
})

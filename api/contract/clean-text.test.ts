import { describe, expect, it } from 'vitest'
import { findUncleanString, isCleanText } from './clean-text'

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
    ['right-to-left override', 'Jan \u202egnp.exe'],
    ['left-to-right embedding', '\u202aJan\u202c'],
    ['first-strong isolate', '\u2068Jan\u2069'],
  ])('refuses a %s in names and notes alike', (_label, text) => {
    expect(isCleanText(text)).toBe(false)
    expect(isCleanText(text, true)).toBe(false)
  })

  it('accepts Polish, emoji (a proper pair) and other scripts', () => {
    expect(isCleanText('Zażółć gęślą jaźń 📦 日本 — „cudzysłów”')).toBe(true)
    // Right-to-left script itself is text, not a control.
    expect(isCleanText('שלום עליכם مرحبا')).toBe(true)
  })
})

describe('findUncleanString', () => {
  it('names the first offending field by dot path, multi-line fields by their own name', () => {
    expect(findUncleanString({ name: 'Jan', message: 'line\nline' })).toBeNull()
    expect(findUncleanString({ name: 'Jan\nKowal' })).toBe('name')
    expect(
      findUncleanString({
        richContent: {
          faq: [
            { question: 'Q', answer: 'a\nb' },
            { question: 'Q\u0000', answer: '' },
          ],
        },
      }),
    ).toBe('richContent.faq.1.question')
    expect(findUncleanString({ features: ['ok', 'bad\r'] })).toBe('features.1')
  })
})

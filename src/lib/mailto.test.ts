import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailto'

describe('mailtoHref', () => {
  it('links one plain address as it is, with an encoded subject', () => {
    expect(mailtoHref('jan.kowalski@example.pl')).toBe('mailto:jan.kowalski@example.pl')
    expect(mailtoHref('jan@example.pl', 'Zapytanie: Lockerbox & co')).toBe(
      'mailto:jan@example.pl?subject=Zapytanie%3A%20Lockerbox%20%26%20co',
    )
  })

  it('never lets an address add recipients or headers', () => {
    const href = mailtoHref('x@example.pl?cc=boss@example.pl&bcc=spy@evil.pl')
    expect(href).toBe('mailto:x%40example.pl%3Fcc%3Dboss%40example.pl%26bcc%3Dspy@evil.pl')
    expect(new URL(href).search).toBe('')
    expect(mailtoHref('a%0Ab@example.pl')).toBe('mailto:a%250Ab@example.pl')
  })
})

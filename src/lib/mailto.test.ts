import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailto'

describe('mailtoHref', () => {
  it('keeps a plain address readable', () => {
    expect(mailtoHref('ewa.nowak+magazyn@example.pl')).toBe('mailto:ewa.nowak%2Bmagazyn@example.pl')
    expect(mailtoHref('jan@example.pl', 'Zapytanie: Magazyn & Co')).toBe(
      'mailto:jan@example.pl?subject=Zapytanie%3A%20Magazyn%20%26%20Co',
    )
  })

  it('lets nothing in an address add recipients, headers or a body', () => {
    for (const address of [
      'x@example.pl?cc=evil@example.com&bcc=evil2@example.com',
      'x@example.pl?body=hello',
      'x@example.pl%0ABcc:evil@example.com',
      'x@example.pl&subject=forged',
    ]) {
      const url = new URL(mailtoHref(address))
      expect(url.search, address).toBe('')
      expect(decodeURIComponent(url.pathname), address).toBe(address)
    }
    const withSubject = new URL(mailtoHref('x@example.pl?cc=evil@example.com', 'Re'))
    expect([...withSubject.searchParams.keys()]).toEqual(['subject'])
  })
})

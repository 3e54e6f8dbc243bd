import { describe, expect, it } from 'vitest'
import { NEWSLETTER_PATHS } from '@api/contract/newsletter-paths'
import { parsePublicPath, localizedPath, switchLangPath, toInternalPath, toPublicPath } from './route-table'

/** The API builds the e-mail links on its own (it may run on another host); they must be the route table's pages. */
describe('newsletter link pages', () => {
  it('are where the API links to, in both languages', () => {
    for (const lang of ['pl', 'en'] as const) {
      expect(localizedPath('newsletterConfirm', lang)).toBe(NEWSLETTER_PATHS.confirm[lang])
      expect(localizedPath('newsletterUnsubscribe', lang)).toBe(NEWSLETTER_PATHS.unsubscribe[lang])
    }
  })

  it('map their two public segments to one internal route and back', () => {
    expect(parsePublicPath('/pl/newsletter/potwierdz')).toEqual({ lang: 'pl', page: 'newsletterConfirm', rest: [] })
    expect(toInternalPath('/en/newsletter/unsubscribe')).toBe('/en/newsletter-unsubscribe')
    expect(toPublicPath('/pl/newsletter-confirm')).toBe('/pl/newsletter/potwierdz')
    expect(switchLangPath('/pl/newsletter/wypisz', 'en')).toBe('/en/newsletter/unsubscribe')
  })

  it('leave other paths under /newsletter unmatched', () => {
    expect(parsePublicPath('/pl/newsletter')).toBeNull()
    expect(parsePublicPath('/pl/newsletter/confirm')).toBeNull()
    expect(toInternalPath('/pl/newsletter/nic')).toBe('/pl/__not-found/newsletter/nic')
  })
})

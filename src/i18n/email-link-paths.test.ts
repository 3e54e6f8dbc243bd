import { describe, expect, it } from 'vitest'
import { emailLinkPath, signinPath } from '@api/contract/email-link-paths'
import { localizedPath, parsePublicPath, switchLangPath, toInternalPath } from './route-table'

/** The API builds the sign-in link on its own (issue 40): it must open the route table's page, token in the fragment. */
describe('the sign-in link page', () => {
  it('is where the mail links to, in both languages, and the password mail names the sign-in page', () => {
    for (const lang of ['pl', 'en'] as const) {
      expect(emailLinkPath(lang, 'abc')).toBe(`${localizedPath('signinLink', lang)}#token=abc`)
      expect(signinPath(lang)).toBe(localizedPath('signin', lang))
    }
  })

  it('nests under the sign-in page in each language', () => {
    expect(parsePublicPath('/pl/logowanie/link')).toEqual({ lang: 'pl', page: 'signinLink', rest: [] })
    expect(toInternalPath('/en/signin/link')).toBe('/en/signin-link')
    expect(switchLangPath('/pl/logowanie/link', 'en')).toBe('/en/signin/link')
    expect(parsePublicPath('/pl/logowanie')).toEqual({ lang: 'pl', page: 'signin', rest: [] })
  })
})

import { describe, expect, it } from 'vitest'
import { passwordLinkPath } from '@api/contract/password-paths'
import { localizedPath, parsePublicPath, switchLangPath, toInternalPath, toPublicPath } from './route-table'

/** Issue 40: the reset page the mails link to sits under sign-in's segment; the change page is its own. */
describe('password pages', () => {
  it('are the exact paths the issue names and the mails link to', () => {
    expect(localizedPath('signinReset', 'pl')).toBe('/pl/logowanie/reset')
    expect(localizedPath('signinReset', 'en')).toBe('/en/signin/reset')
    expect(localizedPath('accountPassword', 'pl')).toBe('/pl/konto/haslo')
    expect(localizedPath('accountPassword', 'en')).toBe('/en/account/password')
    for (const lang of ['pl', 'en'] as const)
      expect(passwordLinkPath(lang, 'abc', true)).toBe(`${localizedPath('signinReset', lang)}#token=abc&set=1`)
  })

  it('map to their routes and back, and sign-in stays sign-in', () => {
    expect(parsePublicPath('/pl/logowanie/reset')).toEqual({ lang: 'pl', page: 'signinReset', rest: [] })
    expect(parsePublicPath('/pl/logowanie')).toEqual({ lang: 'pl', page: 'signin', rest: [] })
    expect(toInternalPath('/en/signin/reset')).toBe('/en/signin-reset')
    expect(toInternalPath('/pl/konto/haslo')).toBe('/pl/account-password')
    expect(toPublicPath('/en/account-password')).toBe('/en/account/password')
    expect(switchLangPath('/pl/logowanie/reset', 'en')).toBe('/en/signin/reset')
  })
})

import { describe, expect, it } from 'vitest'
import { isMixedScriptEmail } from './email-script'

describe('mixed-script addresses', () => {
  it('refuses a Cyrillic or Greek look-alike among Latin letters, in the domain or the name', () => {
    expect(isMixedScriptEmail('mallory@gm\u0430il.com')).toBe(true)
    expect(isMixedScriptEmail('m\u0430llory@gmail.com')).toBe(true)
    expect(isMixedScriptEmail('mallory@examp\u03bfe.pl')).toBe(true)
  })

  it('passes addresses written in one script per part, digits and Polish letters included', () => {
    for (const address of ['jan.kowalski-2@example.pl', 'łucja@żółw.pl', 'ivan@пример.рф', 'ivan@пример.com'])
      expect(isMixedScriptEmail(address)).toBe(false)
  })
})

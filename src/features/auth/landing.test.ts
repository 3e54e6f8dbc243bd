import { describe, expect, it } from 'vitest'
import { ROLES } from '@api/contract/auth'
import { roleLanding } from '@api/contract/password-paths'
import { LANGS } from '@kernel/lang'
import { landingPath } from './landing'

/** A used reset link lands where sign-in lands without a `next` (issue 40): the API spells it apart from the app. */
describe('the landing a confirmed reset answers', () => {
  it.each(ROLES.flatMap((role) => LANGS.map((lang) => [role, lang] as const)))(
    '%s in %s is sign-in’s',
    (role, lang) => {
      const user = { userId: 1, role, name: '', email: 'a@example.pl', clientId: null }
      expect(roleLanding(role, lang)).toBe(landingPath(undefined, user, lang))
    },
  )
})

import * as v from 'valibot'
import { LANGS } from '@kernel/lang'
import { email } from './common'

export const ROLES = ['SUPERADMIN', 'CLIENT', 'TENANT'] as const
export type Role = (typeof ROLES)[number]

export const LoginSchema = v.object({
  email: email('invalidEmail'),
  password: v.pipe(v.string('minPassword'), v.minLength(6, 'minPassword'), v.maxLength(200, 'minPassword')),
  remember: v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['on', 'true', 'false']),
        v.transform((s) => s !== 'false'),
      ),
    ]),
    false,
  ),
  /** The sign-in page's language: the user's e-mails (panel notifications) are written in it. */
  lang: v.optional(v.picklist(LANGS)),
})
export type LoginInput = v.InferInput<typeof LoginSchema>

export type CurrentUser = {
  userId: number
  role: Role
  name: string
  email: string
  clientId: number | null
  client?: { id: number; companyName: string | null } | null
}

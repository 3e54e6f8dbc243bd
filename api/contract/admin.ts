import * as v from 'valibot'
import { address, block, coordinates, email, id, optEmail, optText, password, text } from './admin-fields'
import { ROLES } from './auth'
import { LANGS } from '@kernel/lang'
import { ADMIN_MESSAGES } from './admin-messages'

export * from './admin-facility'
export * from './admin-lists'
export type * from './admin-types'

/** Blank = none: on create the server generates one (never a fixed default), on edit the current one stays. */
const optPassword = v.pipe(
  v.optional(v.string(ADMIN_MESSAGES.minPassword)),
  v.transform((s) => s || undefined),
  v.optional(password),
)

/** Spec §5 "New client". */
export const ClientCreateSchema = v.object({
  user: block({ email: email(ADMIN_MESSAGES.invalidEmail), password: optPassword }),
  companyName: optText(200),
  contactName: text(ADMIN_MESSAGES.contactRequired, 160),
  phone: text(ADMIN_MESSAGES.phoneRequired, 40, 3),
  billingEmail: optEmail(ADMIN_MESSAGES.invalidEmail),
  billingAddress: block({ ...address(), ...coordinates }),
})

const R = ADMIN_MESSAGES.required
/** Spec §5 "Edit client": every field optional on PATCH, validated when present. */
export const ClientUpdateSchema = v.object({
  companyName: optText(200),
  contactName: v.optional(text(R, 160)),
  phone: v.optional(text(R, 40, 3)),
  billingEmail: optEmail(ADMIN_MESSAGES.invalidEmailEdit),
  billingAddress: v.optional(
    v.partial(
      v.object({ ...address({ street: R, buildingNumber: R, postalCode: R, city: R, country: R }), ...coordinates }),
    ),
  ),
})

const C = ADMIN_MESSAGES.chooseClient
/** Blank or null = no client; absent = unchanged. */
const clientId = v.pipe(
  v.optional(v.nullable(v.union([v.number(C), v.string(C)], C))),
  v.transform((x) => (x === undefined ? undefined : x === null || String(x).trim() === '' ? null : x)),
  v.optional(v.nullable(id(C))),
)
const role = v.pipe(v.optional(v.string(ADMIN_MESSAGES.chooseRole), ''), v.picklist(ROLES, ADMIN_MESSAGES.chooseRole))

/** The user's mail language (issue 40): every mail to the user is written in it. */
const lang = v.picklist(LANGS, ADMIN_MESSAGES.chooseLanguage)

/**
 * No password is needed (issue 40, ADR 0089): blank gets a random one nobody knows, and "Wyślij dane logowania"
 * mails the link that sets it. A typed or generated one still works for a user the superadmin signs in for.
 */
export const UserCreateSchema = v.object({
  email: email(ADMIN_MESSAGES.invalidEmail),
  password: optPassword,
  role,
  name: optText(160),
  lang: v.optional(lang, 'pl'),
  clientId,
})

export const UserUpdateSchema = v.object({
  email: v.optional(email(ADMIN_MESSAGES.invalidEmail)),
  role: v.optional(role),
  name: optText(160),
  lang: v.optional(lang),
  clientId,
  password: optPassword,
})

export const SendCredentialsSchema = v.object({ generateNewPassword: v.optional(v.boolean(), false) })

import type { LoginInput } from '@api/contract/auth'
import type { EmailLinkConfirmed, EmailLinkInput } from '@api/contract/email-link'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'

export function login(input: {
  email: string
  password: string
  remember: boolean
  lang?: 'pl' | 'en'
  turnstileToken?: string
}): Promise<unknown> {
  return read(api.auth.login.$post({ json: input satisfies LoginInput }))
}

/** Issue 40: ask for a sign-in link; the answer is the same 202 whoever the address belongs to. */
export function askEmailLink(input: EmailLinkInput): Promise<unknown> {
  return read(api.auth['email-link'].$post({ json: input }))
}

/** The button on the page the mail's link opens: signs in, and says where the link meant to land. */
export function confirmEmailLink(token: string): Promise<EmailLinkConfirmed> {
  return read(api.auth['email-link'].confirm.$post({ json: { token } }))
}

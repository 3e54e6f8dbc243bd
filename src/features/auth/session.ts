import type { LoginInput } from '@api/contract/auth'
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

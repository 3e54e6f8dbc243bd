import { apiFetch } from './api-helpers'

let address = 0

/**
 * Signs in from an address of its own (CF-Connecting-IP, ADR 0015): the panel suites sign in often, and the shared
 * test server's per-address login limit is meant for the suites that test it.
 */
export async function loginAs(who: { email: string; password: string }): Promise<string> {
  address += 1
  const ip = `10.190.${Math.floor(address / 250)}.${(address % 250) + 1}`
  const response = await apiFetch('/api/auth/login', {
    method: 'POST',
    body: { ...who, remember: false },
    headers: { 'cf-connecting-ip': ip },
  })
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  const match = /((?:__Host-)?skrytka_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')
  if (!match) throw new Error('no session cookie')
  return match[1]!
}

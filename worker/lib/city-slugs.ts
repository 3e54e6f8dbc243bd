import type { CityListResponse } from '@api/contract/cities'
import { DEFAULT_API_KEY_HEADER } from '@kernel/names'
import { callUpstream } from './upstream'

/** Every city page's slug for the sitemap, through the same API boundary as the facility slugs. */
export async function fetchCitySlugs(env: Env, origin = 'https://internal.invalid'): Promise<string[]> {
  const request = new Request(`${origin}/api/marketplace/cities`, { headers: { [env.API_KEY_HEADER || DEFAULT_API_KEY_HEADER]: env.API_KEY, accept: 'application/json' } })
  const response = await callUpstream(env, request)
  if (!response.ok) throw new Error(`cities: ${response.status}`)
  return ((await response.json()) as CityListResponse).items.map((c) => c.slug)
}

import type { FacilityListResponse } from '../../api/contract/marketplace'
import { callUpstream } from './upstream'

/** Every active facility's slug for the sitemap, through the same API boundary as everything else. */
export async function fetchAllFacilitySlugs(env: Env, origin = 'https://internal.invalid'): Promise<{ slug: string; updatedAt: string }[]> {
  const out: { slug: string; updatedAt: string }[] = []
  for (let page = 1; page <= 100; page++) {
    const request = new Request(`${origin}/api/marketplace/facilities?limit=500&page=${page}&sort=name`, { headers: { [env.API_KEY_HEADER || 'x-api-key']: env.API_KEY, accept: 'application/json' } })
    const response = await callUpstream(env, request)
    if (!response.ok) break
    const body = (await response.json()) as FacilityListResponse & { items: { slug: string; updatedAt?: string }[] }
    out.push(...body.items.map((item) => ({ slug: item.slug, updatedAt: item.updatedAt ?? new Date().toISOString() })))
    if (page * 500 >= body.total) break
  }
  return out
}

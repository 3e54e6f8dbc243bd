/**
 * Type-level test, compiled by `npm run typecheck` (not run): the typed client's answers are the API routes' own
 * types, so renaming or retyping a response field in a route fails type-check in every user (ADR 0021).
 */
import { expectTypeOf } from 'vitest'
import type { AdminOverview } from '@api/contract/admin'
import type { CityIndexResponse } from '@api/contract/cities'
import type { Facility, FacilityListResponse, MapPointsResponse, Unit } from '@api/contract/marketplace'
import type { facilityListQuery, unitsQuery } from '~/features/marketplace/queries'
import type { api } from './api'
import type { OkBody } from './api-client'

type Answer<F extends (...args: never[]) => Promise<unknown>> = OkBody<Awaited<ReturnType<F>>>
type QueryData<Q extends (...args: never[]) => { queryFn?: unknown }> = ReturnType<Q>['queryFn'] extends
  | ((...args: never[]) => infer R)
  | undefined
  ? Awaited<R>
  : never

// What each route's handler returns is what its caller gets, field for field.
expectTypeOf<Answer<(typeof api.marketplace.facilities)[':idOrSlug']['units']['$get']>>().toEqualTypeOf<Unit[]>()
// JSON-serialised forms of optional and index-signature fields differ only in `| undefined`: equal both ways.
expectTypeOf<Answer<(typeof api.marketplace.facilities)[':idOrSlug']['$get']>>().toExtend<Facility>()
expectTypeOf<Facility>().toExtend<Answer<(typeof api.marketplace.facilities)[':idOrSlug']['$get']>>()
expectTypeOf<Answer<(typeof api.marketplace.cities)[':slug']['$get']>>().toExtend<CityIndexResponse>()
expectTypeOf<CityIndexResponse>().toExtend<Answer<(typeof api.marketplace.cities)[':slug']['$get']>>()
expectTypeOf<Answer<typeof api.superadmin.overview.$get>>().toExtend<AdminOverview>()
// One route, two shapes (`map=1`): the client sees both and the list query narrows to the page.
expectTypeOf<Answer<typeof api.marketplace.facilities.$get>>().toEqualTypeOf<FacilityListResponse | MapPointsResponse>()
expectTypeOf<QueryData<typeof facilityListQuery>>().toEqualTypeOf<FacilityListResponse>()
expectTypeOf<QueryData<typeof unitsQuery>>().toEqualTypeOf<Unit[]>()
// Inputs too: the body and query types are the valibot schemas' input types.
expectTypeOf<Parameters<(typeof api.forms)['demo-request']['$post']>[0]['json']['email']>().toEqualTypeOf<string>()

declare const units: QueryData<typeof unitsQuery>
// A field the route does not send is a compile error in its users (e.g. after a rename in the handler or contract).
// @ts-expect-error `price` is not a field of Unit (the route sends priceMonthly)
units[0]?.price

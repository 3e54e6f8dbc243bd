import { Hono } from 'hono'
import { InvitationQuerySchema, type ReviewCreated, ReviewSchema } from '../contract/reviews'
import { purgeFacilityCaches } from '../lib/cache-purge'
import { notFound } from '../lib/errors'
import { jsonBody } from '../lib/validate'
import { facilityReviews } from '../reviews/rows'
import { describeInvitation, submitReview } from '../reviews/submit'
import type { ApiEnv } from '../types'
import { findActiveFacility } from './marketplace'

/**
 * Reviews only from real stays (issue 43, ADR 0098): a facility's published reviews for its page, and the review
 * form of an invitation's link. Nobody can write a review without a link, and only a stay marked moved in gets one.
 */
export const reviews = new Hono<ApiEnv>()
  .get('/marketplace/facilities/:idOrSlug/reviews', async (c) => {
    const facility = await findActiveFacility(c.var.db, c.req.param('idOrSlug'))
    if (!facility) throw notFound('FACILITY_NOT_FOUND', 'Facility not found')
    return c.json(await facilityReviews(c.var.db, facility))
  })
  .post('/reviews/invitation', jsonBody(InvitationQuerySchema), async (c) => {
    const invitation = await describeInvitation(c, c.req.valid('json').token)
    c.header('Cache-Control', 'private, no-store')
    return c.json(invitation)
  })
  .post('/reviews', jsonBody(ReviewSchema), async (c) => {
    const done = await submitReview(c, c.req.valid('json'))
    // Published at once: the facility's page, its cards and the lists sorted by rating show it now.
    await purgeFacilityCaches(c, done.facilityId)
    c.header('Cache-Control', 'private, no-store')
    return c.json({ ok: true, facilitySlug: done.slug } satisfies ReviewCreated, 201)
  })

import { Hono } from 'hono'
import { AlertEditSchema } from '../contract/alerts'
import { requireRole } from '../middleware/session'
import { verifiedAddress } from '../auth/verified-address'
import { SEARCH_COLUMNS, type SearchRow, toSavedSearch } from '../alerts/rows'
import { deleteSearch, editSearch, ownSearch } from '../alerts/store'
import { idParam, jsonBody } from '../lib/validate'
import type { ApiEnv } from '../types'

/**
 * "Moje alerty": the signed-in TENANT's saved searches, pause, edit and delete: those the account saved itself, and
 * those saved with its address once the account has verified it (issue 40).
 */
export const tenantAlerts = new Hono<ApiEnv>()
  .use('/tenant/alerts', requireRole('TENANT'))
  .use('/tenant/alerts/*', requireRole('TENANT'))
  .get('/tenant/alerts', async (c) => {
    const user = c.get('user')!
    const address = await verifiedAddress(c)
    // No address matches NULL: an unverified account sees only what it saved itself.
    const rows = await c.var.db
      .prepare(
        `SELECT ${SEARCH_COLUMNS} FROM saved_searches WHERE (user_id = ? OR email = ?) AND status != 'pending' ORDER BY id DESC LIMIT 50`,
      )
      .bind(user.userId, address?.toLowerCase() ?? null)
      .all<SearchRow>()
    return c.json({ items: rows.results.map(toSavedSearch), verified: address !== null })
  })
  .patch('/tenant/alerts/:id', idParam, jsonBody(AlertEditSchema), async (c) => {
    const row = await ownSearch(c, c.req.valid('param').id)
    return c.json({ search: toSavedSearch(await editSearch(c, row, c.req.valid('json'))) })
  })
  .delete('/tenant/alerts/:id', idParam, async (c) => {
    const row = await ownSearch(c, c.req.valid('param').id)
    await deleteSearch(c, row.id)
    return c.json({ ok: true })
  })

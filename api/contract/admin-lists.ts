import * as v from 'valibot'
import { pageQuery } from './common'

import { CLIENT_SORTS, FACILITY_ADMIN_SORTS, MAIL_STATUSES, USER_SORTS } from './admin-list-values'

export * from './admin-list-values'
export * from './inbox-values'

export const ClientListQuery = v.object({ ...pageQuery, sort: v.optional(v.picklist(CLIENT_SORTS), 'id:desc') })
export const FacilityAdminListQuery = v.object({
  ...pageQuery,
  sort: v.optional(v.picklist(FACILITY_ADMIN_SORTS), 'id:desc'),
})
export const UserListQuery = v.object({ ...pageQuery, sort: v.optional(v.picklist(USER_SORTS), 'id:desc') })
export const InboxQuery = v.object({
  page: pageQuery.page,
  limit: pageQuery.limit,
  /** The outbox only: one delivery status (issue 25). */
  status: v.optional(v.picklist(MAIL_STATUSES)),
})

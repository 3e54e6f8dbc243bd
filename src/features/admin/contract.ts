/** One import point for the admin API contract (schemas shared with the server, response types). */
export * from '@api/contract/admin'
export type { ListResponse } from '@api/contract/common'
export { ROLES } from '@api/contract/auth'

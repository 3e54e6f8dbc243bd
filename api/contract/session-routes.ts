/**
 * Where every route needs a signed-in session: the operator panel, the console, a person's own account and the
 * tenant's lists (issue 41). The edge answers a write there 401 before reading its body when the request carries no
 * session cookie at all (worker/routes/api-proxy.ts); the API still checks the session itself.
 */
const SESSION_PREFIXES = ['/api/panel/', '/api/superadmin/', '/api/account/', '/api/tenant/'] as const

export const needsSession = (path: string) => SESSION_PREFIXES.some((prefix) => path.startsWith(prefix))

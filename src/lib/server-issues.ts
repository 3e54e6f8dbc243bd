/**
 * The API's VALIDATION_ERROR names each field it refused (`issues: [{ path, message }]`, messages are the contract's
 * keys): as conform field errors, or null when the answer names no field (the form-level alert says it then).
 */
export function serverFieldErrors(body: string): Record<string, string[]> | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return null
  }
  const issues = (parsed as { issues?: unknown })?.issues
  if (!Array.isArray(issues)) return null
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown }
    if (typeof path === 'string' && path && typeof message === 'string')
      errors[path] = [...(errors[path] ?? []), message]
  }
  return Object.keys(errors).length ? errors : null
}

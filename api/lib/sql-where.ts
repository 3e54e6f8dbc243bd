/**
 * A condition of a list's WHERE: fixed SQL, or SQL with one `?` and its value. A filter the request left out
 * (undefined, empty, 0) adds nothing, so a filter can only narrow what the fixed conditions allow.
 */
export type Condition = string | readonly [sql: string, value: unknown]

/** The conditions AND-ed, with their bound values in order. */
export function whereAll(conditions: readonly Condition[]): { where: string; params: unknown[] } {
  const parts: string[] = []
  const params: unknown[] = []
  for (const condition of conditions) {
    if (typeof condition === 'string') parts.push(condition)
    else if (condition[1]) {
      parts.push(condition[0])
      params.push(condition[1])
    }
  }
  return { where: parts.join(' AND '), params }
}

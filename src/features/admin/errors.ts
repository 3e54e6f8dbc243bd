import { ApiError } from '../../lib/api-client'

type Issue = { path: string; message: string }

function issuesOf(error: unknown): Issue[] {
  if (!(error instanceof ApiError)) return []
  try {
    const body = JSON.parse(error.body) as { issues?: Issue[] }
    return Array.isArray(body.issues) ? body.issues : []
  } catch {
    return []
  }
}

/** Spec §8: the server's own (Polish, per-field) message when it sent one, else the screen's default. */
export function serverMessage(error: unknown, fallback: string): string {
  return issuesOf(error)[0]?.message ?? fallback
}

/** Server issue paths ("richContent.faq.0.question") as conform field names ("richContent.faq[0].question"). */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issuesOf(error)) {
    const name = issue.path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')
    if (name) errors[name] = [...(errors[name] ?? []), issue.message]
  }
  return errors
}

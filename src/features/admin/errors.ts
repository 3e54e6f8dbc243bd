import type { MessageKey } from '~/i18n'
import { errorKey } from '~/ui/form/messages'
import { ApiError } from '../../lib/api-client'
import { ADMIN_ERRORS } from './field-messages'

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

/** Spec §8: the server's own per-field message when it sent one, in the console's language; else the screen's default. */
export function serverMessage(error: unknown, fallback: string, t: (key: MessageKey) => string): string {
  const message = issuesOf(error)[0]?.message
  return message === undefined ? fallback : t(errorKey(ADMIN_ERRORS, message))
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

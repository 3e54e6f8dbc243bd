import { ApiError } from '~/lib/api-client'
import type { Translate } from '~/i18n'

const KEYS = [
  'priceRequired',
  'priceInvalid',
  'priceRange',
  'noteTooLong',
  'nothingToSave',
  'stage',
  'occupancy',
  'invalidCharacters',
] as const
type IssueKey = (typeof KEYS)[number]
const isKey = (value: string): value is IssueKey => (KEYS as readonly string[]).includes(value)

/** A validation key from the shared schema (or the API's answer with it), in the page's language. */
export function issueText(t: Translate, key: string | undefined): string | null {
  return key && isKey(key) ? t(`panel.errors.${key}`) : null
}

/** An ended trial's refusal (issue 42): the one line every panel write shows for it. */
export const trialEndedText = (t: Translate, error: unknown): string | null =>
  error instanceof ApiError && error.code === 'TRIAL_ENDED' ? t('panel.trial.endedError') : null

/** The first field message of a 400, when the API sent one of the schema's keys; an ended trial's refusal. */
export function apiIssue(t: Translate, error: unknown): string | null {
  const trialEnded = trialEndedText(t, error)
  if (trialEnded) return trialEnded
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return null
  try {
    const body = JSON.parse(error.body) as { issues?: { message: string }[] }
    return issueText(t, body.issues?.[0]?.message)
  } catch {
    return null
  }
}

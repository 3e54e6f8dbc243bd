import * as v from 'valibot'
import type { MessageKey, Translate } from '~/i18n'
import { ApiError } from '~/lib/api-client'
import { toast } from '~/ui/toast'
import { trialEndedText } from '../issues'

/** Field path → message key, from a schema's issues (before sending) or the API's answer (the same keys). */
export type FieldErrors = Record<string, string>

export function schemaErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    out[path] ??= issue.message
  }
  return out
}

/** The API's field keys of a 400/409/413/415; a 413 without issues is the file size. */
export function apiErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 413) return { file: 'imageTooBig' }
  try {
    const body = JSON.parse(error.body) as { issues?: { path: string; message: string }[] }
    if (!body.issues?.length) return null
    return Object.fromEntries(body.issues.map((i) => [i.path, i.message]))
  } catch {
    return null
  }
}

/** After a failed save: the API's field errors go beside their fields; anything else (network, 5xx) is a toast. */
export function showSaveFailure(t: Translate, failure: unknown, setErrors: (errors: FieldErrors) => void): void {
  const fields = apiErrors(failure)
  if (fields) setErrors(fields)
  else toast(failedText(t, failure), 'error')
}

/** A save that failed without field errors: an ended trial says so (issue 42), anything else is the generic line. */
export const failedText = (t: Translate, failure: unknown): string =>
  trialEndedText(t, failure) ?? t('panel.listing.failed')

/** A key of panel.errors in the page's language; an unknown key (never expected) reads as a generic line. */
export function errorText(t: Translate, key: string | undefined): string | undefined {
  if (!key) return undefined
  const text = t(`panel.errors.${key}` as MessageKey)
  return text === `panel.errors.${key}` ? t('panel.listing.failed') : text
}

/** Moves focus to the first field with an error, so a keyboard or screen-reader user lands on it. */
export function focusFirstError(form: HTMLElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

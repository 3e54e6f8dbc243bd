import { useT } from '~/i18n/use-lang'
import { type AnyField, type Reveal, useFormKit } from './context'
import type { ShellProps } from './field-shell'
import { errorText } from './messages'

/** Whether a field's current error is shown, under the form's reveal rule. */
export function shouldReveal(
  reveal: Reveal,
  attempted: boolean,
  field: { dirty: boolean; errors?: string[] },
): boolean {
  if (!field.errors?.length || reveal === 'status') return false
  return reveal === 'validated' || attempted || field.dirty
}

/** aria-describedby: hint, then any extra ids, then the error when shown; each id once (ADR 0014), or nothing. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  return list.length ? list.join(' ') : undefined
}

export type FieldState = { error: string | null; hintId?: string; describedby?: string; invalid?: true }

/** Everything a control says about itself: its error text, what describes it and whether it is invalid. */
export function useFieldState(
  field: AnyField,
  { hint, extraDescribedBy, invalid }: { hint?: unknown; extraDescribedBy?: string; invalid?: boolean } = {},
): FieldState {
  const t = useT()
  const { messages, reveal, attempted } = useFormKit()
  const key = shouldReveal(reveal, attempted, field) ? field.errors![0]! : null
  const error = key === null ? null : errorText(messages, key, t)
  const hintId = hint ? field.descriptionId : undefined
  return {
    error,
    hintId,
    describedby: describedBy(hintId, extraDescribedBy, error && field.errorId),
    invalid: error || invalid ? true : undefined,
  }
}

/**
 * What every kit control says about itself: what describes it, whether it is invalid and whether it is required.
 * `required` is aria-required, never the native attribute: the forms validate themselves and show the spec's words,
 * not the browser's bubble.
 */
export function controlA11y(state: FieldState, required?: boolean) {
  return {
    'aria-describedby': state.describedby,
    'aria-invalid': state.invalid,
    'aria-required': required || undefined,
    required: false,
  } as const
}

/** What a kit field hands its FieldShell: the label and its marks as given, then the field's ids, hint and error. */
export function shellProps(
  field: AnyField,
  state: FieldState,
  own: Omit<ShellProps, 'htmlFor' | 'hintId' | 'error' | 'errorId' | 'children'>,
): Omit<ShellProps, 'children'> {
  return { ...own, htmlFor: field.id, hintId: state.hintId, error: state.error, errorId: field.errorId }
}

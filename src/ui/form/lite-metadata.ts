import type { FormMetadata } from '@conform-to/react'
import type { AnyField } from './context'

type Defaults = Record<string, unknown> | undefined

/** A default as conform writes it into its initial state (its `serialize`): text, 'on' for true, ISO dates. */
function serialize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serialize)
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'on' : undefined
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString()
  if (value instanceof Date) return value.toISOString()
  return undefined
}

/**
 * A field as conform describes it before anyone has typed: the same ids, name and initial value, no errors, not
 * dirty. The kit draws a lazy form's fields from these until conform has loaded (useLazyKitForm), so the server's
 * HTML and the first client render are the ones conform itself would draw.
 */
function liteField(formId: string, name: string, defaults: Defaults): AnyField {
  const id = `${formId}-${name}`
  const initialValue = serialize(defaults?.[name])
  return {
    id,
    name,
    formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    initialValue,
    value: initialValue,
    defaultValue: typeof initialValue === 'string' ? initialValue : undefined,
    errors: undefined,
    allErrors: {},
    valid: true,
    dirty: false,
    key: undefined,
  } as unknown as AnyField
}

/** The form's fields, by name; `seen` collects the names drawn, which the engine then watches. */
export function liteFields(formId: string, defaults: Defaults, seen: Set<string>): Record<string, AnyField> {
  return new Proxy({} as Record<string, AnyField>, {
    get: (_, name) => {
      if (typeof name !== 'string') return undefined
      seen.add(name)
      return liteField(formId, name, defaults)
    },
  })
}

type Intent = 'update' | 'reset' | 'validate' | 'insert' | 'remove' | 'reorder'

/** The form before conform: nothing validated or sent yet; an intent (update, reset, …) waits for conform (`later`). */
export function liteForm(
  formId: string,
  fields: Record<string, AnyField>,
  later: (run: (form: FormMetadata<Record<string, unknown>, string[]>) => void) => void,
) {
  const intent = (name: Intent) => (payload?: unknown) =>
    later((form) => (form[name] as (payload?: unknown) => void)(payload))
  return {
    id: formId,
    name: '',
    errorId: `${formId}-error`,
    descriptionId: `${formId}-description`,
    status: undefined,
    errors: undefined,
    allErrors: {},
    valid: true,
    dirty: false,
    value: undefined,
    noValidate: true,
    update: intent('update'),
    reset: intent('reset'),
    validate: intent('validate'),
    insert: intent('insert'),
    remove: intent('remove'),
    reorder: intent('reorder'),
    getFieldset: () => fields,
  } as unknown as FormMetadata<Record<string, unknown>, string[]>
}

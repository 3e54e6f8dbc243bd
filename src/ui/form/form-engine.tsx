import { type FormMetadata, useForm } from '@conform-to/react'
import { memo, type RefObject, useLayoutEffect } from 'react'
import type * as v from 'valibot'
import type { AnyField } from './context'
// The eager hook's module: conform's options with the site's rules, one chunk with conform itself.
import { conformOptions, type KitOptions } from './use-kit-form'

export type EngineState = {
  form: FormMetadata<Record<string, unknown>, string[]>
  fields: Record<string, AnyField>
  /** What the engine read to subscribe to it; kept in the state so no minifier drops the reads. */
  watched: unknown[]
}

type Props = {
  formId: string
  schema: v.GenericSchema
  /** The form's latest options: read at each of the engine's renders, so its callbacks never go stale. */
  options: RefObject<KitOptions<v.GenericSchema, unknown>>
  /** The names the form's render has read: the engine watches their errors and dirty state. */
  names: RefObject<Set<string>>
  lastResult: KitOptions<v.GenericSchema>['lastResult']
  /** The defaults as JSON, so the engine hands conform new defaults (for a reset) only when they change. */
  defaults: string
  onState: (state: EngineState) => void
}

/**
 * conform's useForm for a form that was drawn without it (useLazyKitForm). It draws nothing: it hands its metadata to
 * the form in a layout effect, each time conform's state changes what the form shows. Memoized on stable props, so
 * the form's own renders do not render it again (which would hand the metadata back and loop).
 */
export const FormEngine = memo(function FormEngine({ formId, schema, options, names, onState }: Props) {
  // The callbacks are looked up when called: this component renders only when conform's state changes, and a form's
  // handler closes over its latest state (sign-in's challenge token, say).
  const [form, fields] = useForm(
    conformOptions(formId, schema, {
      ...options.current!,
      onValid: (value, submission) => options.current!.onValid(value, submission),
      onInvalid: (submission) => options.current!.onInvalid?.(submission),
    }),
  )
  const all = fields as Record<string, AnyField>
  // Reading a value subscribes this component to it (conform's subjects): the status, every error and the dirty
  // state of every field the form draws. The form's own reads subscribe it to anything else (a value, say).
  const watched = [form.status, form.allErrors, ...[...names.current!].map((name) => all[name]!.dirty)]
  useLayoutEffect(() => onState({ form: form as unknown as EngineState['form'], fields: all, watched }))
  return null
})

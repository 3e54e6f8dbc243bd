import { type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { type FormEvent, useState } from 'react'
import type * as v from 'valibot'
import type { AnyForm, FormKitState, Reveal } from './context'
import { formControlProps } from './control-props'
import type { FormMessages } from './messages'
import { isIntent, isVisitorSubmit } from './visitor-submit'

type Input<S extends v.GenericSchema> = v.InferInput<S> extends Record<string, unknown> ? v.InferInput<S> : never
export type KitInput<S extends v.GenericSchema> = Input<S>
export type KitSubmission<S extends v.GenericSchema> = Submission<Input<S>, string[], v.InferOutput<S>>

/** What a kit form says about itself; `schema` is the schema, or (useLazyKitForm) a loader of it. */
export type KitOptions<S extends v.GenericSchema, Schema = S> = {
  id?: string
  /** The contract schema the API validates with: the form and the server cannot disagree. */
  schema: Schema
  messages: FormMessages
  reveal?: Reveal
  defaultValue?: Record<string, unknown>
  lastResult?: SubmissionResult<string[]>
  /** Validate on blur, then on every input (default), or only when submitted. */
  validateOn?: 'blur' | 'submit'
  /**
   * conform's coercion turns '' into undefined. The contract schemas read raw text ('' literals, "12,5"), so it is
   * off unless a form relies on blank meaning absent (the inquiry's hidden unit code).
   */
  coerce?: boolean
  onValid: (value: v.InferOutput<S>, submission: KitSubmission<S> & { status: 'success' }) => void | Promise<void>
  /** A visitor's submit that failed validation (conform then focuses the first invalid field). */
  onInvalid?: (submission: KitSubmission<S>) => void
}

/** conform's useForm options with the site's rules, shared by the eager hook and the lazy one's engine. */
export function conformOptions<S extends v.GenericSchema>(
  formId: string | undefined,
  schema: S,
  options: KitOptions<S, unknown>,
) {
  const { lastResult, defaultValue, validateOn = 'blur', coerce = false, onValid, onInvalid } = options
  return {
    id: formId,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: validateOn === 'blur' ? ('onBlur' as const) : ('onSubmit' as const),
    shouldRevalidate: validateOn === 'blur' ? ('onInput' as const) : ('onSubmit' as const),
    onValidate: ({ formData, submitter }: { formData: FormData; submitter: HTMLElement | null }) => {
      const submission = parseWithValibot(formData, { schema, disableAutoCoercion: !coerce }) as KitSubmission<S>
      if (submission.status === 'error' && !isIntent(submitter)) onInvalid?.(submission)
      return submission
    },
    onSubmit: async (event: FormEvent<HTMLFormElement>, { submission }: { submission?: KitSubmission<S> }) => {
      event.preventDefault()
      if (submission?.status === 'success') await onValid(submission.value, submission)
    },
  }
}

/**
 * conform + valibot with the site's rules, loaded with the page; `formProps` go on the <form>, `kit` on its FormKit
 * provider (KitForm). Forms that are a page's reason to exist use useLazyKitForm instead (ADR 0112).
 */
export function useKitForm<S extends v.GenericSchema>(options: KitOptions<S, S>) {
  const { messages, reveal = 'validated' } = options
  const [attempted, setAttempted] = useState(false)
  const [form, fields] = useForm<KitInput<S>, v.InferOutput<S>>(conformOptions(options.id, options.schema, options))
  const kit: FormKitState = { messages, reveal, attempted }
  const formProps = {
    ...formControlProps(form as unknown as AnyForm),
    onSubmitCapture: (event: FormEvent<HTMLFormElement>) => {
      if (isVisitorSubmit(event)) setAttempted(true)
    },
  }
  return { form, fields, kit, formProps }
}

import { getFormProps, type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { type FormEvent, useState } from 'react'
import type * as v from 'valibot'
import type { FormKitState, Reveal } from './context'
import type { FormMessages } from './messages'

type Input<S extends v.GenericSchema> = v.InferInput<S> extends Record<string, unknown> ? v.InferInput<S> : never
export type KitSubmission<S extends v.GenericSchema> = Submission<Input<S>, string[], v.InferOutput<S>>

type Options<S extends v.GenericSchema> = {
  id?: string
  /** The contract schema the API validates with: the form and the server cannot disagree. */
  schema: S
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

const INTENT = '__intent__'

/**
 * A submit the visitor made (button or Enter), not one of conform's own: conform validates on blur by requesting a
 * submit with its `__intent__` button as the submitter.
 */
export function isVisitorSubmit(event: { nativeEvent: Event }): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter
  return submitter?.getAttribute('name') !== INTENT
}

/** conform + valibot with the site's rules; `formProps` go on the <form>, `kit` on its FormKit provider (KitForm). */
export function useKitForm<S extends v.GenericSchema>({
  id,
  schema,
  messages,
  reveal = 'validated',
  defaultValue,
  lastResult,
  validateOn = 'blur',
  coerce = false,
  onValid,
  onInvalid,
}: Options<S>) {
  const [attempted, setAttempted] = useState(false)
  const [form, fields] = useForm<Input<S>, v.InferOutput<S>>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: validateOn === 'blur' ? 'onBlur' : 'onSubmit',
    shouldRevalidate: validateOn === 'blur' ? 'onInput' : 'onSubmit',
    onValidate: ({ formData, submitter }) => {
      const submission = parseWithValibot(formData, { schema, disableAutoCoercion: !coerce }) as KitSubmission<S>
      if (submission.status === 'error' && submitter?.getAttribute('name') !== INTENT) onInvalid?.(submission)
      return submission
    },
    onSubmit: async (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') await onValid(submission.value, submission)
    },
  })
  const kit: FormKitState = { messages, reveal, attempted }
  const formProps = {
    ...getFormProps(form),
    onSubmitCapture: (event: FormEvent<HTMLFormElement>) => {
      if (isVisitorSubmit(event)) setAttempted(true)
    },
  }
  return { form, fields, kit, formProps }
}

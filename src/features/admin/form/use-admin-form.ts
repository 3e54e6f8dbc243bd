import { type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useState } from 'react'
import type * as v from 'valibot'
import { isAbortError } from '~/lib/api-client'
import { toast } from '~/ui/toast'
import { serverFieldErrors, serverMessage } from '../errors'

type Options<S extends v.GenericSchema> = {
  schema: S
  defaultValue?: Record<string, unknown>
  onValid: (value: v.InferOutput<S>) => Promise<void>
  errorMessage: string
}

type Input<S extends v.GenericSchema> = v.InferInput<S> extends Record<string, unknown> ? v.InferInput<S> : never

/**
 * conform + valibot with the console's rules: validate on blur, revalidate on input, the shared contract schema,
 * server issues back under their fields and the error toast of spec §8.
 */
export function useAdminForm<S extends v.GenericSchema>({ schema, defaultValue, onValid, errorMessage }: Options<S>) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>()
  const [pending, setPending] = useState(false)
  const [form, fields] = useForm<Input<S>, v.InferOutput<S>>({
    lastResult,
    // Edit forms start from the record as text; the schema turns it back into values on submit.
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    // The schemas already read form text ("12,5", blank → null); conform's own coercion would get in the way.
    onValidate: ({ formData }) =>
      parseWithValibot(formData, { schema, disableAutoCoercion: true }) as Submission<Input<S>, string[], v.InferOutput<S>>,
    onSubmit: async (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      setPending(true)
      try {
        await onValid(submission.value)
      } catch (error) {
        if (isAbortError(error)) return
        setLastResult(submission.reply({ fieldErrors: serverFieldErrors(error) }))
        toast(serverMessage(error, errorMessage), 'error')
      } finally {
        setPending(false)
      }
    },
  })
  return { form, fields, pending }
}

import type { SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import type * as v from 'valibot'
import { isAbortError } from '~/lib/api-client'
import { useKitForm } from '~/ui/form'
import { toast } from '~/ui/toast'
import { serverFieldErrors, serverMessage } from '../errors'

type Options<S extends v.GenericSchema> = {
  schema: S
  defaultValue?: Record<string, unknown>
  onValid: (value: v.InferOutput<S>) => Promise<void>
  errorMessage: string
}

/**
 * The kit's form with the console's rules: the contract schema's Polish messages shown as they are (spec §5), server
 * issues back under their fields and the error toast of spec §8.
 */
export function useAdminForm<S extends v.GenericSchema>({ schema, defaultValue, onValid, errorMessage }: Options<S>) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>()
  const [pending, setPending] = useState(false)
  // Edit forms start from the record as text; the schema turns it back into values on submit.
  const kitForm = useKitForm({
    schema,
    messages: 'verbatim',
    defaultValue,
    lastResult,
    onValid: async (value, submission) => {
      setPending(true)
      try {
        await onValid(value)
      } catch (error) {
        if (isAbortError(error)) return
        setLastResult(submission.reply({ fieldErrors: serverFieldErrors(error) }))
        toast(serverMessage(error, errorMessage), 'error')
      } finally {
        setPending(false)
      }
    },
  })
  return { ...kitForm, pending }
}

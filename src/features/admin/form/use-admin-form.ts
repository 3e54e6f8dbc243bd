import type { SubmissionResult } from '@conform-to/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type * as v from 'valibot'
import { useT } from '~/i18n/use-lang'
import { isAbortError } from '~/lib/api-client'
// Not through the kit's index: a page whose forms load conform lazily must not reach it (ADR 0112).
import { useKitForm } from '~/ui/form/use-kit-form'
import { toast } from '~/ui/toast'
import { serverFieldErrors, serverMessage } from '../errors'
import { ADMIN_ERRORS } from '../field-messages'
import { invalidateAdmin, type Resource, saveRecord } from '../queries'

/** Lists that show a saved record of each kind (a client's users and facilities show its name, and back). */
const RELATED: Record<Resource, Resource[]> = {
  clients: ['users', 'facilities'],
  users: ['clients'],
  facilities: ['clients'],
}

type Options<S extends v.GenericSchema, R> = {
  schema: S
  defaultValue?: Record<string, unknown>
  /** What is saved: a new record of `resource` (POST), or the one with `id` (PATCH). */
  resource: Resource
  id?: number
  /** After a save: open the new record, clear a password… */
  onSaved?: (record: R) => unknown
}

/**
 * The kit's form with the console's rules: the contract schema's messages (spec §5's Polish) in the console's language, the
 * save, server issues back under their fields and the toasts of spec §8.
 */
export function useAdminForm<S extends v.GenericSchema, R = unknown>({
  schema,
  defaultValue,
  resource,
  id,
  onSaved,
}: Options<S, R>) {
  const t = useT()
  const queryClient = useQueryClient()
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>()
  const [pending, setPending] = useState(false)
  const creating = id === undefined
  // Edit forms start from the record as text; the schema turns it back into values on submit.
  const kitForm = useKitForm({
    schema,
    messages: ADMIN_ERRORS,
    defaultValue,
    lastResult,
    onValid: async (value, submission) => {
      setPending(true)
      try {
        const record = (await saveRecord(resource, id, value as never)) as R
        await invalidateAdmin(queryClient, resource, ...RELATED[resource])
        toast(t(`adminForm.toasts.${resource}.${creating ? 'created' : 'saved'}`), 'success')
        await onSaved?.(record)
      } catch (error) {
        if (isAbortError(error)) return
        setLastResult(submission.reply({ fieldErrors: serverFieldErrors(error) }))
        toast(
          serverMessage(error, t(`adminForm.toasts.${resource}.${creating ? 'createFailed' : 'saveFailed'}`), t),
          'error',
        )
      } finally {
        setPending(false)
      }
    },
  })
  return { ...kitForm, pending }
}

import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { toast } from '~/ui/toast'

type Props<T> = {
  /** Reads the form; null when the reason is missing (the API's own schema decides). */
  parse: (data: FormData) => T | null
  send: (value: T) => Promise<unknown>
  /** What the decision changes in the console's cache. */
  queryKey: readonly string[]
  /** The reason field's label. */
  label: string
  /** The field's message when the reason is missing. */
  required: string
  done: string
  /** The toast for a refused or failed send. */
  failed: (error: unknown) => string
  testId: string
  className: string
  fieldClassName: string
  /** What comes before the reason (the decision's choices) and after it (the submit button). */
  before?: ReactNode
  after: (busy: boolean) => ReactNode
}

/**
 * A console decision that always carries a reason: validated with the API's schema before sending, the field's
 * error said beside it and focused, the outcome in a toast. One form for moderation and verification decisions.
 */
export function ReasonDecision<T>(props: Props<T>) {
  const id = useId()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const value = props.parse(new FormData(form))
    if (value === null) {
      setError(props.required)
      form.querySelector<HTMLInputElement>('input[name="reason"]')?.focus()
      return
    }
    setError(null)
    setBusy(true)
    try {
      await props.send(value)
      await queryClient.invalidateQueries({ queryKey: props.queryKey })
      toast(props.done, 'success')
    } catch (failure) {
      toast(props.failed(failure), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} noValidate className={props.className} data-testid={props.testId}>
      {props.before}
      <div className={props.fieldClassName}>
        <label htmlFor={`${id}-reason`} className={css({ fontSize: 'sm', fontWeight: '600' })}>
          {props.label}
        </label>
        <input
          id={`${id}-reason`}
          name="reason"
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${input({ size: 'sm' })} ${css({ w: 'full' })}`}
        />
        {error ? (
          <p id={`${id}-error`} className={css({ color: 'danger.700', fontSize: 'xs' })}>
            {error}
          </p>
        ) : null}
      </div>
      {props.after(busy)}
    </form>
  )
}

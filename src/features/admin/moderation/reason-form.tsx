import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'
import { ModerationReasonSchema } from '@api/contract/listing'
import { useT } from '~/i18n/use-lang'
import { toast } from '~/ui/toast'

/** A moderation decision always carries a reason (validated with the API's schema before sending). */
export function ReasonForm({
  label,
  testId,
  onSubmit,
}: {
  label: string
  testId: string
  onSubmit: (reason: string) => Promise<unknown>
}) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const parsed = v.safeParse(ModerationReasonSchema, { reason: new FormData(form).get('reason') ?? '' })
    if (!parsed.success) {
      setError(t('admin.moderation.reasonRequired'))
      form.querySelector('input')?.focus()
      return
    }
    setBusy(true)
    try {
      await onSubmit(parsed.output.reason)
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      toast(t('admin.moderation.done'), 'success')
    } catch {
      toast(t('admin.moderation.failed'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'end' })}
      data-testid={testId}
    >
      <div className={css({ display: 'grid', gap: '1', flex: '1', minW: '40' })}>
        <label htmlFor={`${id}-reason`} className={css({ fontSize: 'sm', fontWeight: '600' })}>
          {t('admin.moderation.reason')}
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
      <button type="submit" className={button({ size: 'sm', variant: 'outline' })} aria-disabled={busy || undefined}>
        {label}
      </button>
    </form>
  )
}

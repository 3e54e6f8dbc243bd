import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'
import { VerificationDecisionSchema } from '@api/contract/verification'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { toast } from '~/ui/toast'

/** The superadmin's decision after reading the evidence: verified or refused, always with a reason (issue 42). */
export function DecisionForm({ clientId }: { clientId: number }) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const data = new FormData(form)
    const parsed = v.safeParse(VerificationDecisionSchema, {
      status: data.get('status'),
      reason: data.get('reason') ?? '',
    })
    if (!parsed.success) {
      setError(t('admin.verification.reasonRequired'))
      form.querySelector<HTMLInputElement>('input[name="reason"]')?.focus()
      return
    }
    setError(null)
    setBusy(true)
    try {
      await read(
        api.superadmin.verification[':id'].decision.$post({ param: { id: String(clientId) }, json: parsed.output }),
      )
      await queryClient.invalidateQueries({ queryKey: ['admin', 'verification'] })
      toast(t('admin.verification.decided'), 'success')
    } catch (error) {
      const held = error instanceof ApiError && error.code === 'NIP_HELD'
      toast(t(held ? 'admin.verification.nipHeld' : 'admin.verification.failed'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '3', maxW: 'xl' })}
      data-testid="verification-decision"
    >
      <fieldset className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <legend className={css({ fontWeight: '600', mb: '2' })}>{t('admin.verification.decision')}</legend>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input type="radio" name="status" value="verified" defaultChecked />
          {t('admin.verification.markVerified')}
        </label>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input type="radio" name="status" value="refused" />
          {t('admin.verification.markRefused')}
        </label>
      </fieldset>
      <div className={css({ display: 'grid', gap: '1' })}>
        <label htmlFor={`${id}-reason`} className={css({ fontSize: 'sm', fontWeight: '600' })}>
          {t('admin.verification.reason')}
        </label>
        <input
          id={`${id}-reason`}
          name="reason"
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={input({ size: 'sm' })}
        />
        {error ? (
          <p id={`${id}-error`} className={css({ color: 'danger.700', fontSize: 'xs' })}>
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={button({ size: 'sm' }) + ' ' + css({ w: 'fit-content' })}
        aria-disabled={busy || undefined}
      >
        {t('admin.verification.decide')}
      </button>
    </form>
  )
}

import { getFormProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { InquirySchema } from '@api/contract/forms'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, isAbortError } from '~/lib/api-client'
import { Honeypot } from './inquiry-controls'
import { InquiryFields } from './inquiry-fields'
import { type InquiryState, InquiryStatus } from './inquiry-status'
import { type Prefill, usePrefill } from './use-prefill'

export type { Prefill }


export function InquiryForm({ slug, phone, prefill }: { slug: string; phone: string | null; prefill?: Prefill }) {
  const t = useT()
  const [state, setState] = useState<InquiryState>({ kind: 'idle' })
  const nameRef = useRef<HTMLDivElement>(null)
  const [form, fields] = useForm({
    id: 'inquiry-form',
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: InquirySchema }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      setState({ kind: 'sending' })
      try {
        await api(`/api/forms/facilities/${encodeURIComponent(slug)}/inquiries`, { method: 'POST', body: { ...submission.value, website: submission.value.website ?? '', sourceUrl: window.location.href } })
        form.reset()
        setState({ kind: 'success' })
      } catch (error) {
        if (isAbortError(error)) return setState({ kind: 'idle' })
        // Typed values stay in the fields so the visitor can retry or copy them.
        setState({ kind: 'error', code: error instanceof ApiError ? (error.code ?? 'API') : 'UNEXPECTED' })
      }
    },
  })

  usePrefill(form, fields, prefill, nameRef, () => setState({ kind: 'idle' }))

  const done = state.kind === 'success'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <form {...getFormProps(form)} aria-labelledby="inquiry-title" className={css({ position: 'relative', transition: 'opacity {durations.normal}' })} style={done ? { opacity: 0.7, pointerEvents: 'none' } : undefined}>
        <h3 id="inquiry-title" className={css({ fontWeight: '700', fontSize: 'lg', color: 'fg.strong' })}>{t('marketplace.inquiry.title')}</h3>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>{t('marketplace.inquiry.lead')}</p>
        {/* "Zarezerwuj A-101" lands here: the chosen unit is shown above the fields and announced once. */}
        <p role="status" data-testid="inquiry-unit" className={css({ fontWeight: '600', color: 'fg.brand', mb: prefill ? '4' : '0' })}>
          {prefill ? t('a11y.chosenUnit', { code: prefill.code, size: prefill.label }) : null}
        </p>
        <InquiryFields fields={fields} nameRef={nameRef} />
        <input type="hidden" name={fields.unitCode.name} key={fields.unitCode.key} defaultValue={fields.unitCode.initialValue ?? ''} />
        <Honeypot />
        <button type="submit" className={button({ block: true }) + ' ' + css({ mt: '5', h: '12' })} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t('marketplace.inquiry.sending') : t('marketplace.inquiry.submit')}
        </button>
      </form>
      <InquiryStatus state={state} phone={phone} />
    </div>
  )
}

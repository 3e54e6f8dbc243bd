import type { SubmissionResult } from '@conform-to/react'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { InquirySchema } from '@api/contract/forms'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, isAbortError, read } from '~/lib/api-client'
import { Honeypot, INQUIRY_ERRORS, KitForm, SubmitButton } from '~/ui/form'
// Not through the kit's index: a page whose forms load conform lazily must not reach it (ADR 0112).
import { useKitForm } from '~/ui/form/use-kit-form'
import { InquiryFields } from './inquiry-fields'
import { serverFieldErrors } from '~/lib/server-issues'
import { type InquiryState, InquiryStatus } from './inquiry-status'
import { type Prefill, usePrefill } from './use-prefill'
import { useTenantPrefill } from '~/lib/use-tenant-prefill'

export type { Prefill }

export function InquiryForm({ slug, phone, prefill }: { slug: string; phone: string | null; prefill?: Prefill }) {
  const t = useT()
  const lang = useLang()
  const [state, setState] = useState<InquiryState>({ kind: 'idle' })
  // The server's own verdict on fields (a rule the form does not know yet): shown under them, focus to the first.
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>()
  const nameRef = useRef<HTMLDivElement>(null)
  const { form, fields, kit, formProps } = useKitForm({
    id: 'inquiry-form',
    schema: InquirySchema,
    messages: INQUIRY_ERRORS,
    // A blank hidden unit code must arrive as absent, not as '' (the API stores it as given).
    coerce: true,
    lastResult,
    onValid: async (value, submission) => {
      if (state.kind === 'sending') return
      setState({ kind: 'sending' })
      try {
        await read(
          api.forms.facilities[':idOrSlug'].inquiries.$post({
            param: { idOrSlug: encodeURIComponent(slug) },
            // The renter's copy is written in this page's language.
            json: { ...value, website: value.website ?? '', sourceUrl: window.location.href, lang },
          }),
        )
        form.reset()
        setState({ kind: 'success' })
      } catch (error) {
        if (isAbortError(error)) return setState({ kind: 'idle' })
        const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.body) : null
        if (fieldErrors) setLastResult(submission.reply({ fieldErrors }))
        // Typed values stay in the fields so the visitor can retry or copy them.
        setState({ kind: 'error', code: error instanceof ApiError ? (error.code ?? 'API') : 'UNEXPECTED' })
      }
    },
  })

  usePrefill(form, fields, prefill, nameRef, () => setState({ kind: 'idle' }))
  useTenantPrefill(form, fields, nameRef)

  const done = state.kind === 'success'
  const sending = state.kind === 'sending'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <KitForm
        kit={kit}
        formProps={formProps}
        busy={sending}
        aria-labelledby="inquiry-title"
        className={css({ position: 'relative', transition: 'opacity {durations.normal}' })}
        style={done ? { opacity: 0.7, pointerEvents: 'none' } : undefined}
      >
        <h3 id="inquiry-title" className={css({ fontWeight: '700', fontSize: 'lg', color: 'fg.strong' })}>
          {t('inquiryForm.title')}
        </h3>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>{t('inquiryForm.lead')}</p>
        {/* "Zarezerwuj A-101" lands here: the chosen unit is shown above the fields and announced once. */}
        <p
          role="status"
          data-testid="inquiry-unit"
          className={css({ fontWeight: '600', color: 'fg.brand', mb: prefill ? '4' : '0' })}
        >
          {prefill ? t('a11y.chosenUnit', { code: prefill.code, size: prefill.label }) : null}
        </p>
        <InquiryFields fields={fields} nameRef={nameRef} />
        <input
          type="hidden"
          name={fields.unitCode.name}
          key={fields.unitCode.key}
          defaultValue={fields.unitCode.initialValue ?? ''}
        />
        <Honeypot name="website" id="inquiry-website" />
        <SubmitButton
          className={`${button({ block: true })} ${css({ mt: '5', h: '12' })}`}
          pending={sending}
          label={t('inquiryForm.submit')}
          pendingLabel={t('inquiryForm.sending')}
        />
      </KitForm>
      <InquiryStatus state={state} phone={phone} />
    </div>
  )
}

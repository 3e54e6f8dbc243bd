import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'
import { FormAlert } from '~/ui/form'

export type InquiryState = { kind: 'idle' | 'sending' | 'success' } | { kind: 'error'; code: string }

const box = css({ p: '4', borderRadius: 'md', fontWeight: '600', fontSize: 'sm', outline: 'none' })

/** Outcome line; the success message takes focus so screen readers announce it. */
export function InquiryStatus({ state, phone }: { state: InquiryState; phone: string | null }) {
  const t = useT()
  const lang = useLang()
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (state.kind === 'success') ref.current?.focus()
  }, [state.kind])
  if (state.kind === 'success') {
    return (
      <p
        ref={ref}
        tabIndex={-1}
        role="status"
        className={box + ' ' + css({ bg: 'success.50', color: 'success.700' })}
        data-testid="inquiry-success"
      >
        {t('inquiryForm.success')}
      </p>
    )
  }
  if (state.kind !== 'error') return null
  const text =
    state.code === 'FACILITY_HAS_NO_EMAIL'
      ? t('inquiryForm.noEmail')
      : state.code === 'FACILITY_NOT_FOUND'
        ? t('inquiryForm.notFound')
        : state.code === 'VALIDATION_ERROR'
          ? t('inquiryForm.validation')
          : state.code === 'UNEXPECTED'
            ? t('inquiryForm.unexpected')
            : t('inquiryForm.apiError')
  return (
    <FormAlert testId="inquiry-error" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p>{text}</p>
      {state.code === 'FACILITY_HAS_NO_EMAIL' ? (
        <p className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
          {phone ? <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> : null}
          <Link to="/$lang/contact" params={{ lang }}>
            {t('inquiryForm.contactForm')}
          </Link>
        </p>
      ) : null}
    </FormAlert>
  )
}

import type { FormMetadata } from '@conform-to/react'
import { type RefObject, useEffect } from 'react'
import { useT } from '~/i18n/use-lang'

/** A unit chosen with "Reserve"; `nonce` makes a second click on the same unit apply again. */
export type Prefill = { code: string; m2: number; label: string; nonce: number }

type Fields = { sizeM2: { name: string }; unitCode: { name: string }; message: { name: string } }

/** "Reserve" fills the inquiry with the unit's size and code and brings the form into view. */
export function usePrefill(form: FormMetadata<any>, fields: Fields, prefill: Prefill | undefined, anchor: RefObject<HTMLDivElement | null>, onApplied: () => void) {
  const t = useT()
  useEffect(() => {
    if (!prefill) return
    form.update({ name: fields.sizeM2.name, value: String(Math.max(1, Math.ceil(prefill.m2))) })
    form.update({ name: fields.unitCode.name, value: prefill.code })
    form.update({ name: fields.message.name, value: t('marketplace.inquiry.prefill', { code: prefill.code, size: prefill.label }) })
    onApplied()
    anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    anchor.current?.querySelector('input')?.focus({ preventScroll: true })
  }, [prefill?.nonce])
}

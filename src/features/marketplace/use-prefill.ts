import type { FormMetadata } from '@conform-to/react'
import { type RefObject, useEffect, useEffectEvent, useRef } from 'react'
import { useT } from '~/i18n/use-lang'
import { mergePrefill } from './merge-prefill'

/** A unit chosen with "Reserve"; `nonce` makes a second click on the same unit apply again. */
export type Prefill = { code: string; m2: number; label: string; nonce: number }

type Fields = { sizeM2: { name: string }; unitCode: { name: string }; message: { name: string } }

/** What a field holds now, read from the form itself (conform's copy lags a render behind the typing). */
function currentValue(anchor: HTMLElement | null, name: string): string {
  const control = anchor?.closest('form')?.elements.namedItem(name)
  return control && 'value' in control ? String(control.value) : ''
}

/**
 * "Reserve" fills the inquiry with the unit's size and code and brings the form into view. It never overwrites
 * what the renter wrote (issue 29): its sentence is added under a typed message, and a typed area stays; only what an
 * earlier "Reserve" put there is replaced.
 */
export function usePrefill(
  form: Pick<FormMetadata, 'update'>,
  fields: Fields,
  prefill: Prefill | undefined,
  anchor: RefObject<HTMLDivElement | null>,
  onApplied: () => void,
) {
  const t = useT()
  const applied = useRef({ size: '', message: '' })
  // Only a new nonce applies a prefill; the form, fields and callback are read as they are at that moment.
  const apply = useEffectEvent(() => {
    if (!prefill) return
    const size = String(Math.max(1, Math.ceil(prefill.m2)))
    const sentence = t('inquiryForm.prefill', { code: prefill.code, size: prefill.label })
    const typedSize = currentValue(anchor.current, fields.sizeM2.name).trim()
    const typedMessage = currentValue(anchor.current, fields.message.name)
    const next = {
      size: typedSize === '' || typedSize === applied.current.size ? size : typedSize,
      message: mergePrefill(typedMessage, sentence, applied.current.message),
    }
    applied.current = { size: next.size === size ? size : '', message: sentence }
    form.update({ name: fields.sizeM2.name, value: next.size })
    form.update({ name: fields.unitCode.name, value: prefill.code })
    form.update({ name: fields.message.name, value: next.message })
    onApplied()
    anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    anchor.current?.querySelector('input')?.focus({ preventScroll: true })
  })
  const nonce = prefill?.nonce
  useEffect(() => {
    if (nonce !== undefined) apply()
  }, [nonce])
}

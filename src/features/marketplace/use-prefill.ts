import type { FormMetadata } from '@conform-to/react'
import { type RefObject, useEffect, useEffectEvent } from 'react'
import { useT } from '~/i18n/use-lang'

/** A unit chosen with "Reserve"; `nonce` makes a second click on the same unit apply again. */
export type Prefill = { code: string; m2: number; label: string; nonce: number }

type Fields = { sizeM2: { name: string }; unitCode: { name: string }; message: { name: string } }

/** "Reserve" fills the inquiry with the unit's size and code and brings the form into view. */
export function usePrefill(
  form: Pick<FormMetadata, 'update'>,
  fields: Fields,
  prefill: Prefill | undefined,
  anchor: RefObject<HTMLDivElement | null>,
  onApplied: () => void,
) {
  const t = useT()
  // Only a new nonce applies a prefill; the form, fields and callback are read as they are at that moment.
  const apply = useEffectEvent(() => {
    if (!prefill) return
    form.update({ name: fields.sizeM2.name, value: String(Math.max(1, Math.ceil(prefill.m2))) })
    form.update({ name: fields.unitCode.name, value: prefill.code })
    form.update({
      name: fields.message.name,
      value: t('marketplace.inquiry.prefill', { code: prefill.code, size: prefill.label }),
    })
    onApplied()
    anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    anchor.current?.querySelector('input')?.focus({ preventScroll: true })
  })
  const nonce = prefill?.nonce
  useEffect(() => {
    if (nonce !== undefined) apply()
  }, [nonce])
}

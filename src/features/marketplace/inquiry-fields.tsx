import type { FieldMetadata } from '@conform-to/react'
import type { RefObject } from 'react'
import { css } from 'styled-system/css'
import { RENTAL_PERIODS } from '@api/contract/forms'
import { useT } from '~/i18n/use-lang'
import { InputField, SelectInput, TextareaField } from './inquiry-controls'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const wide = css({ gridColumn: { md: 'span 2' } })

type AnyField = FieldMetadata<string | number | null | undefined>
type Fields = Record<'name' | 'email' | 'phone' | 'sizeM2' | 'period' | 'message', AnyField>

export function InquiryFields({ fields, nameRef }: { fields: Fields; nameRef: RefObject<HTMLDivElement | null> }) {
  const t = useT()
  return (
    <div className={grid}>
      <div ref={nameRef} className={wide}><InputField field={fields.name} label={t('marketplace.inquiry.name')} required autoComplete="name" /></div>
      <InputField field={fields.email} label={t('marketplace.inquiry.email')} type="email" required autoComplete="email" />
      <InputField field={fields.phone} label={t('marketplace.inquiry.phone')} type="tel" required autoComplete="tel" />
      <InputField field={fields.sizeM2} label={t('marketplace.inquiry.area')} type="number" min={1} step={1} />
      <SelectInput field={fields.period} label={t('marketplace.inquiry.period')}>
        <option value="">{t('marketplace.inquiry.periodAny')}</option>
        {RENTAL_PERIODS.map((p) => <option key={p} value={p}>{t(`marketplace.inquiry.periods.${p}`)}</option>)}
      </SelectInput>
      <TextareaField field={fields.message} label={t('marketplace.inquiry.message')} className={wide} />
    </div>
  )
}

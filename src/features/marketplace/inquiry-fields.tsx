import type { RefObject } from 'react'
import { css } from 'styled-system/css'
import { MESSAGE_MAX, RENTAL_PERIODS } from '@api/contract/forms'
import { useT } from '~/i18n/use-lang'
import { type AnyField, EmailField, PhoneField, SelectField, TextareaField, TextField } from '~/ui/form'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const wide = css({ gridColumn: { md: 'span 2' } })

type Fields = Record<'name' | 'email' | 'phone' | 'sizeM2' | 'period' | 'message', AnyField>

export function InquiryFields({ fields, nameRef }: { fields: Fields; nameRef: RefObject<HTMLDivElement | null> }) {
  const t = useT()
  return (
    <div className={grid}>
      <div ref={nameRef} className={wide}>
        <TextField field={fields.name} label={t('inquiryForm.name')} required autoComplete="name" />
      </div>
      <EmailField field={fields.email} label={t('inquiryForm.email')} required />
      <PhoneField field={fields.phone} label={t('inquiryForm.phone')} required />
      <TextField field={fields.sizeM2} label={t('inquiryForm.area')} optional type="number" min={1} step={1} />
      <SelectField field={fields.period} label={t('inquiryForm.period')} optional>
        <option value="">{t('inquiryForm.periodAny')}</option>
        {RENTAL_PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(`inquiryForm.periods.${p}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        field={fields.message}
        label={t('inquiryForm.message')}
        optional
        className={wide}
        limit={MESSAGE_MAX}
      />
    </div>
  )
}

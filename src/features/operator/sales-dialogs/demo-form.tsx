import { useState } from 'react'
import { css } from 'styled-system/css'
import * as v from 'valibot'
import { CONTACT_SLOTS, DemoRequestSchema, slotLabel } from '@api/contract/forms'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { EmailField, OPERATOR_ERRORS, PhoneField, SelectField, TextareaField, TextField } from '~/ui/form'
// Not through the kit's index: a page whose forms load conform lazily must not reach it (ADR 0112).
import { useKitForm } from '~/ui/form/use-kit-form'
import { PanelForm, useSend } from './form-status'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const wide = css({ gridColumn: { md: 'span 2' } })
export function DemoForm({ onDone }: { onDone: () => void }) {
  const t = useT()
  const lang = useLang()
  const [slot, setSlot] = useState('')
  // The requester's confirmation mail is written in this page's language (issue 42).
  const { status, send } = useSend(
    (json: v.InferOutput<typeof DemoRequestSchema>) =>
      read(api.forms['demo-request'].$post({ json: { ...json, lang } })),
    (value) => setSlot(value.contactTime ?? ''),
  )
  const { form, fields, kit, formProps } = useKitForm({
    id: 'demo-form',
    schema: DemoRequestSchema,
    messages: OPERATOR_ERRORS,
    reveal: 'touched',
    onValid: send,
  })
  return (
    <PanelForm
      id="demo-form"
      kit={kit}
      formProps={formProps}
      status={status}
      valid={v.safeParse(DemoRequestSchema, form.value ?? {}).success}
      submit={t('sales.demo.submit')}
      failure={t('sales.demo.failure')}
      success={{
        title: t('sales.demo.success'),
        text: slot ? t('sales.demo.successCall', { slot: slotLabel(slot) }) : t('sales.demo.successCallAny'),
        done: t('sales.demo.done'),
      }}
      onDone={onDone}
    >
      <div className={grid}>
        <TextField
          field={fields.name}
          label={t('sales.demo.name')}
          required
          autoComplete="name"
          className={wide}
          autoFocus
        />
        <EmailField field={fields.email} label={t('sales.demo.email')} required />
        <PhoneField field={fields.phone} label={t('sales.demo.phone')} required />
        <TextareaField
          field={fields.message}
          label={t('sales.demo.message')}
          optional
          hint={t('sales.demo.messageHint')}
          rows={3}
          className={wide}
        />
        <SelectField field={fields.contactTime} label={t('sales.demo.contactTime')} optional className={wide}>
          <option value="">{t('sales.demo.anyTime')}</option>
          {CONTACT_SLOTS.map((s) => (
            <option key={s} value={s}>
              {slotLabel(s)}
            </option>
          ))}
        </SelectField>
      </div>
    </PanelForm>
  )
}

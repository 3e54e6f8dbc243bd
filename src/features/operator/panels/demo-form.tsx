import { getFormProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { modal } from 'styled-system/recipes'
import * as v from 'valibot'
import { CONTACT_SLOTS, DemoRequestSchema } from '@api/contract/forms'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { Honeypot, isVisitorSubmit, SubmitAttempted, SelectField, TextAreaField, TextField } from './form-controls'
import { type SendStatus, SubmitRow, SuccessView } from './form-status'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const wide = css({ gridColumn: { md: 'span 2' } })
export const slotLabel = (slot: string) => slot.split('-').map((h) => `${h}:00`).join('–')

export function DemoForm({ onDone }: { onDone: () => void }) {
  const t = useT()
  const [status, setStatus] = useState<SendStatus>('idle')
  const [attempted, setAttempted] = useState(false)
  const [slot, setSlot] = useState('')
  const [form, fields] = useForm({
    id: 'demo-form',
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    // The contract schemas take raw strings; conform's coercion would turn '' into undefined (breaking '' literals).
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: DemoRequestSchema, disableAutoCoercion: true }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success' || status === 'sending') return
      setStatus('sending')
      try {
        await api('/api/forms/demo-request', { method: 'POST', body: submission.value })
        setSlot(submission.value.contactTime ?? '')
        setStatus('success')
      } catch {
        setStatus('error')
      }
    },
  })
  const valid = v.safeParse(DemoRequestSchema, form.value ?? {}).success
  const body = modal().body

  if (status === 'success') {
    return (
      <div className={body}>
        <SuccessView title={t('operator.demo.success')} text={slot ? t('operator.demo.successCall', { slot: slotLabel(slot) }) : t('operator.demo.successCallAny')} done={t('operator.demo.done')} onDone={onDone} />
      </div>
    )
  }
  return (
    <SubmitAttempted.Provider value={attempted}>
    <form {...getFormProps(form)} onSubmitCapture={(event) => isVisitorSubmit(event) && setAttempted(true)} className={`${body} ${css({ position: 'relative', pb: '6' })}`}>
      <div className={grid}>
        <TextField field={fields.name} label={t('operator.demo.name')} required autoComplete="name" className={wide} autoFocus />
        <TextField field={fields.email} label={t('operator.demo.email')} type="email" required autoComplete="email" />
        <TextField field={fields.phone} label={t('operator.demo.phone')} type="tel" required autoComplete="tel" />
        <TextAreaField field={fields.message} label={t('operator.demo.message')} hint={t('operator.demo.messageHint')} className={wide} />
        <SelectField field={fields.contactTime} label={t('operator.demo.contactTime')} className={wide}>
          <option value="">{t('operator.demo.anyTime')}</option>
          {CONTACT_SLOTS.map((s) => <option key={s} value={s}>{slotLabel(s)}</option>)}
        </SelectField>
      </div>
      <Honeypot name="company" />
      <SubmitRow formId="demo-form" label={t('operator.demo.submit')} valid={valid} status={status} failure={t('operator.demo.failure')} />
    </form>
    </SubmitAttempted.Provider>
  )
}

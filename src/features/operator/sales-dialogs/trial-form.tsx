import { css } from 'styled-system/css'
import * as v from 'valibot'
import { TRIAL_COUNTRIES, TrialRequestSchema } from '@api/contract/forms'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { AddressInputs, EmailField, OPERATOR_ERRORS, PhoneField, SelectField, TextField } from '~/ui/form'
// Not through the kit's index: a page whose forms load conform lazily must not reach it (ADR 0112).
import { useKitForm } from '~/ui/form/use-kit-form'
import { PanelForm, useSend } from './form-status'

const fieldset = css({
  border: 'none',
  p: '0',
  m: '0',
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(12, 1fr)' },
  '& + &': { mt: '6' },
})
const legend = css({ textStyle: 'overline', color: 'fg.brand', mb: '3', gridColumn: '1 / -1' })
// Literal values: Panda extracts styles statically, so spans cannot be built from template strings.
// Twelve columns from md up; on phones pairs of short fields share a row, longer labels get the full width.
const COL = {
  name: css({ gridColumn: { base: 'span 2', md: 'span 7' } }),
  nip: css({ gridColumn: { base: 'span 2', md: 'span 5' } }),
  street: css({ gridColumn: { base: 'span 2', md: 'span 6' } }),
  buildingNumber: css({ gridColumn: { base: 'span 2', md: 'span 3' } }),
  apartmentNumber: css({ gridColumn: { base: 'span 2', md: 'span 3' } }),
  postalCode: css({ gridColumn: { base: 'span 1', md: 'span 3' } }),
  city: css({ gridColumn: { base: 'span 1', md: 'span 5' } }),
  country: css({ gridColumn: { base: 'span 2', md: 'span 4' } }),
  half: css({ gridColumn: { base: 'span 2', md: 'span 6' } }),
}

export function TrialForm({ onDone }: { onDone: () => void }) {
  const t = useT()
  const lang = useLang()
  // The confirmation mail to the requester is written in this page's language.
  const { status, send } = useSend((json: v.InferOutput<typeof TrialRequestSchema>) =>
    read(api.forms['trial-start'].$post({ json: { ...json, lang } })),
  )
  const { form, fields, kit, formProps } = useKitForm({
    id: 'trial-form',
    schema: TrialRequestSchema,
    messages: OPERATOR_ERRORS,
    reveal: 'touched',
    defaultValue: { country: 'PL' },
    onValid: send,
  })
  return (
    <PanelForm
      id="trial-form"
      kit={kit}
      formProps={formProps}
      status={status}
      valid={v.safeParse(TrialRequestSchema, form.value ?? {}).success}
      submit={t('sales.trial.submit')}
      failure={t('sales.trial.failure')}
      success={{
        title: t('sales.trial.successTitle'),
        text: t('sales.trial.success'),
        done: t('sales.trial.done'),
      }}
      onDone={onDone}
    >
      <fieldset className={fieldset}>
        <legend className={legend}>{t('sales.trial.company')}</legend>
        <TextField
          field={fields.name}
          label={t('sales.trial.name')}
          required
          autoComplete="organization"
          className={COL.name}
          autoFocus
        />
        <TextField
          field={fields.nip}
          label={t('sales.trial.nip')}
          hint={t('sales.trial.nipHint')}
          required
          className={COL.nip}
        />
        <AddressInputs
          fields={fields}
          label={(name) => t(`sales.trial.${name}`)}
          className={COL}
          autoComplete={{ street: 'address-line1', postalCode: 'postal-code', city: 'address-level2' }}
        />
        <SelectField field={fields.country} label={t('sales.trial.country')} required className={COL.country}>
          {TRIAL_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`sales.countries.${code}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('sales.trial.contact')}</legend>
        <EmailField field={fields.email} label={t('sales.trial.email')} required className={COL.half} />
        <PhoneField field={fields.phone} label={t('sales.trial.phone')} required className={COL.half} />
      </fieldset>
    </PanelForm>
  )
}

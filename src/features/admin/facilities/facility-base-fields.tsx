import { useT } from '~/i18n/use-lang'
import { type AnyField, EmailField, PhoneField, TextField } from '~/ui/form'
import { grid } from '../form/address-fields'

type Fields = Record<'name' | 'email' | 'phone' | 'latitude' | 'longitude', AnyField>

/** Name, contact and coordinates: the same on create and edit. */
export function FacilityBaseFields({ fields }: { fields: Fields }) {
  const t = useT()
  return (
    <div className={grid}>
      <TextField field={fields.name} label={t('adminForm.facility.name')} required autoComplete="off" />
      <EmailField field={fields.email} label={t('adminForm.facility.email')} optional autoComplete="off" />
      <PhoneField field={fields.phone} label={t('adminForm.facility.phone')} optional autoComplete="off" />
      <div />
      <TextField
        field={fields.latitude}
        label={t('adminForm.facility.latitude')}
        inputMode="decimal"
        hint={t('adminForm.facility.latitudeHint')}
      />
      <TextField
        field={fields.longitude}
        label={t('adminForm.facility.longitude')}
        inputMode="decimal"
        hint={t('adminForm.facility.longitudeHint')}
      />
    </div>
  )
}

import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { AddressInputs, type AnyField, TextField } from '~/ui/form'

type AddressMeta = {
  getFieldset: () => Record<
    'street' | 'buildingNumber' | 'apartmentNumber' | 'postalCode' | 'city' | 'country' | 'latitude' | 'longitude',
    AnyField
  >
}

export const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
})

/** Street … country of a client's billing address or a facility's location (spec §3); clients keep optional coordinates in it. */
export function AddressFields({
  meta,
  legend,
  coordinates,
}: {
  meta: AnyField
  legend: string
  coordinates?: boolean
}) {
  const t = useT()
  const f = (meta as unknown as AddressMeta).getFieldset()
  return (
    <fieldset className={css({ border: '1px solid', borderColor: 'border.default', borderRadius: 'lg', p: '4' })}>
      <legend className={css({ fontWeight: '700', px: '1' })}>{legend}</legend>
      <div className={grid}>
        <AddressInputs fields={f} label={(name) => t(`adminForm.address.${name}`)} autoComplete={{ street: 'off' }} />
        <TextField field={f.country} label={t('adminForm.address.country')} required />
        {coordinates ? (
          <TextField field={f.latitude} label={t('adminForm.address.latitude')} optional inputMode="decimal" />
        ) : null}
        {coordinates ? (
          <TextField field={f.longitude} label={t('adminForm.address.longitude')} optional inputMode="decimal" />
        ) : null}
      </div>
    </fieldset>
  )
}

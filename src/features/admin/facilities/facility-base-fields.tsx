import { grid } from '../form/address-fields'
import { type AnyField, TextField } from '../form/text-field'

type Fields = Record<'name' | 'email' | 'phone' | 'latitude' | 'longitude', AnyField>

/** Name, contact and coordinates: the same on create and edit. */
export function FacilityBaseFields({ fields }: { fields: Fields }) {
  return (
    <div className={grid}>
      <TextField meta={fields.name} label="Nazwa obiektu" autoComplete="off" />
      <TextField meta={fields.email} label="E-mail (opcjonalnie)" type="email" autoComplete="off" />
      <TextField meta={fields.phone} label="Telefon (opcjonalnie)" type="tel" autoComplete="off" />
      <div />
      <TextField meta={fields.latitude} label="Szerokość geograficzna" inputMode="decimal" hint="Np. 52.2297" />
      <TextField meta={fields.longitude} label="Długość geograficzna" inputMode="decimal" hint="Np. 21.0122" />
    </div>
  )
}

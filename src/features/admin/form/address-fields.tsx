import { css } from 'styled-system/css'
import { type AnyField, TextField } from './text-field'

type AddressMeta = { getFieldset: () => Record<'street' | 'buildingNumber' | 'apartmentNumber' | 'postalCode' | 'city' | 'country' | 'latitude' | 'longitude', AnyField> }

export const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } })

/** Street … country of a client's billing address or a facility's location (spec §3); clients keep optional coordinates in it. */
export function AddressFields({ meta, legend, coordinates }: { meta: AnyField; legend: string; coordinates?: boolean }) {
  const f = (meta as unknown as AddressMeta).getFieldset()
  return (
    <fieldset className={css({ border: '1px solid', borderColor: 'border.default', borderRadius: 'lg', p: '4' })}>
      <legend className={css({ fontWeight: '700', px: '1' })}>{legend}</legend>
      <div className={grid}>
        <TextField meta={f.street} label="Ulica" autoComplete="off" />
        <TextField meta={f.buildingNumber} label="Numer budynku" />
        <TextField meta={f.apartmentNumber} label="Numer lokalu (opcjonalnie)" />
        <TextField meta={f.postalCode} label="Kod pocztowy" />
        <TextField meta={f.city} label="Miasto" />
        <TextField meta={f.country} label="Kraj" />
        {coordinates ? <TextField meta={f.latitude} label="Szerokość geograficzna (opcjonalnie)" inputMode="decimal" /> : null}
        {coordinates ? <TextField meta={f.longitude} label="Długość geograficzna (opcjonalnie)" inputMode="decimal" /> : null}
      </div>
    </fieldset>
  )
}

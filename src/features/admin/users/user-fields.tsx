import { type ReactNode, useState } from 'react'
import { grid } from '../form/address-fields'
import { SelectField } from '../form/select-field'
import { type AnyField, TextField } from '../form/text-field'
import { ClientPicker, type PickedClient } from '../facilities/client-picker'
import { ROLE_OPTIONS } from './user-form-values'

type Fields = Record<'email' | 'name' | 'role' | 'clientId', AnyField>

/** E-mail, name, role and the optional client link; the password field differs between create and edit. */
export function UserFields({ fields, initialClient, children }: { fields: Fields; initialClient: PickedClient | null; children: ReactNode }) {
  const [client, setClient] = useState(initialClient)
  return (
    <div className={grid}>
      <TextField meta={fields.email} label="E-mail" type="email" autoComplete="off" />
      <TextField meta={fields.name} label="Imię i nazwisko (opcjonalnie)" autoComplete="off" />
      <SelectField meta={fields.role} label="Rola" options={ROLE_OPTIONS} />
      <div>
        <ClientPicker id={fields.clientId.id} label="Powiązany klient (opcjonalnie)" selected={client} onSelect={setClient} errorId={fields.clientId.errorId} error={fields.clientId.errors?.[0]} />
        <input type="hidden" name={fields.clientId.name} value={client?.id ?? ''} />
      </div>
      {children}
    </div>
  )
}

import { getFormProps } from '@conform-to/react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { toast } from '~/ui/toast'
import { FacilityCreateSchema } from '../contract'
import { AddressFields } from '../form/address-fields'
import { FormActions } from '../form/form-actions'
import { FormSection, formCard } from '../form/form-section'
import { useAdminForm } from '../form/use-admin-form'
import { invalidateAdmin } from '../queries'
import { ClientPicker, type PickedClient } from './client-picker'
import { FacilityBaseFields } from './facility-base-fields'

/** Spec §2: everything stays disabled until a client is picked. */
export function FacilityCreateForm({ initialClient }: { initialClient: PickedClient | null }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [client, setClient] = useState(initialClient)
  const { form, fields, pending } = useAdminForm({
    schema: FacilityCreateSchema,
    defaultValue: { location: { country: 'Polska' } },
    errorMessage: 'Nie udało się utworzyć obiektu',
    onValid: async (value) => {
      const facility = await read(api.superadmin.facilities.$post({ json: value }))
      await invalidateAdmin(queryClient, 'facilities', 'clients')
      toast('Utworzono obiekt', 'success')
      await navigate({ to: '/admin/facilities/$id', params: { id: String(facility.id) } })
    },
  })
  return (
    <form {...getFormProps(form)} className={formCard} aria-label="Nowy obiekt">
      <ClientPicker id={fields.clientId.id} label="Klient" selected={client} onSelect={setClient} errorId={fields.clientId.errorId} error={fields.clientId.errors?.[0]} />
      <input type="hidden" name={fields.clientId.name} value={client?.id ?? ''} />
      {client ? null : <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Wybierz klienta, aby uzupełnić dane obiektu.</p>}
      <fieldset disabled={!client} className={css({ display: 'flex', flexDirection: 'column', gap: '5', border: 'none', p: '0', m: '0', minW: '0' })}>
        <legend className={css({ srOnly: true })}>Dane obiektu</legend>
        <FormSection title="Dane obiektu">
          <FacilityBaseFields fields={fields} />
        </FormSection>
        <AddressFields meta={fields.location} legend="Lokalizacja" />
        <FormActions pending={pending} label="Utwórz obiekt" disabled={!client} backTo="/admin/facilities" />
      </fieldset>
    </form>
  )
}

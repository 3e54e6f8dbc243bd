import { getFormProps } from '@conform-to/react'
import { useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { toast } from '~/ui/toast'
import { type AdminClient, ClientUpdateSchema } from '../contract'
import { AddressFields } from '../form/address-fields'
import { FormActions } from '../form/form-actions'
import { formCard } from '../form/form-section'
import { useAdminForm } from '../form/use-admin-form'
import { invalidateAdmin } from '../queries'
import { ClientFields } from './client-fields'

export function ClientEditForm({ client }: { client: AdminClient }) {
  const queryClient = useQueryClient()
  const { latitude, longitude, ...address } = client.billingAddress
  const billingAddress = { ...address, latitude: latitude === null ? '' : String(latitude), longitude: longitude === null ? '' : String(longitude) }
  const { form, fields, pending } = useAdminForm({
    schema: ClientUpdateSchema,
    defaultValue: { companyName: client.companyName, contactName: client.contactName, phone: client.phone, billingEmail: client.billingEmail, billingAddress },
    errorMessage: 'Nie udało się zapisać zmian',
    onValid: async (value) => {
      await read(api.superadmin.clients[':id'].$patch({ param: { id: String(client.id) }, json: value }))
      await invalidateAdmin(queryClient, 'clients', 'facilities')
      toast('Zaktualizowano klienta', 'success')
    },
  })
  return (
    <form {...getFormProps(form)} className={formCard} aria-label="Edycja klienta">
      <ClientFields fields={fields} />
      <AddressFields meta={fields.billingAddress} legend="Adres rozliczeniowy" coordinates />
      <FormActions pending={pending} label="Zapisz zmiany" backTo="/admin/clients" />
    </form>
  )
}

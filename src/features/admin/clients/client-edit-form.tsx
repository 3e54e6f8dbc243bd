import { useT } from '~/i18n/use-lang'
import { type AdminClient, ClientUpdateSchema } from '../contract'
import { AddressFields } from '../form/address-fields'
import { AdminForm } from '../form/admin-form'
import { FormActions } from '../form/form-actions'
import { useAdminForm } from '../form/use-admin-form'
import { ClientFields } from './client-fields'

export function ClientEditForm({ client }: { client: AdminClient }) {
  const t = useT()
  const { latitude, longitude, ...address } = client.billingAddress
  const billingAddress = {
    ...address,
    latitude: latitude === null ? '' : String(latitude),
    longitude: longitude === null ? '' : String(longitude),
  }
  const { fields, kit, formProps, pending } = useAdminForm({
    schema: ClientUpdateSchema,
    defaultValue: {
      companyName: client.companyName,
      contactName: client.contactName,
      phone: client.phone,
      billingEmail: client.billingEmail,
      billingAddress,
    },
    resource: 'clients',
    id: client.id,
  })
  return (
    <AdminForm form={{ kit, formProps, pending }} label={t('adminForm.client.editLabel')}>
      <ClientFields fields={fields} />
      <AddressFields meta={fields.billingAddress} legend={t('adminForm.client.billingAddress')} coordinates />
      <FormActions pending={pending} label={t('adminForm.actions.save')} backTo="/admin/clients" />
    </AdminForm>
  )
}

import { useNavigate } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { EmailField, TextField } from '~/ui/form'
import { type AdminClient, ClientCreateSchema } from '../contract'
import { AddressFields, grid } from '../form/address-fields'
import { AdminForm } from '../form/admin-form'
import { FormActions } from '../form/form-actions'
import { FormSection } from '../form/form-section'
import { GenerateButton } from '../form/generate-button'
import { useAdminForm } from '../form/use-admin-form'
import { generatePassword } from '@kernel/password'
import { ClientFields } from './client-fields'

/** The contract treats a blank password as "the server generates one". */
export function ClientCreateForm() {
  const t = useT()
  const navigate = useNavigate()
  const { form, fields, kit, formProps, pending } = useAdminForm({
    schema: ClientCreateSchema,
    defaultValue: { billingAddress: { country: 'Polska' } },
    resource: 'clients',
    onSaved: (client: AdminClient) => navigate({ to: '/admin/clients/$id', params: { id: String(client.id) } }),
  })
  const user = fields.user.getFieldset()
  return (
    <AdminForm form={{ kit, formProps, pending }} label={t('adminForm.client.createLabel')}>
      <FormSection title={t('adminForm.client.account')}>
        <div className={grid}>
          <EmailField field={user.email} label={t('adminForm.client.loginEmail')} required autoComplete="off" />
          <TextField
            field={user.password}
            label={t('adminForm.client.password')}
            autoComplete="new-password"
            hint={t('adminForm.client.passwordHint')}
            adornment={
              <GenerateButton onGenerate={() => form.update({ name: user.password.name, value: generatePassword() })} />
            }
          />
        </div>
      </FormSection>
      <ClientFields fields={fields} />
      <AddressFields meta={fields.billingAddress} legend={t('adminForm.client.billingAddress')} coordinates />
      <FormActions pending={pending} label={t('adminForm.client.create')} backTo="/admin/clients" />
    </AdminForm>
  )
}

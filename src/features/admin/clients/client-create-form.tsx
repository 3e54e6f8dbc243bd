import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { EmailField, KitForm, TextField } from '~/ui/form'
import { toast } from '~/ui/toast'
import { type AdminClient, ClientCreateSchema } from '../contract'
import { AddressFields, grid } from '../form/address-fields'
import { FormActions } from '../form/form-actions'
import { FormSection, formCard } from '../form/form-section'
import { GenerateButton } from '../form/generate-button'
import { useAdminForm } from '../form/use-admin-form'
import { generatePassword } from '../password'
import { invalidateAdmin } from '../queries'
import { ClientFields } from './client-fields'

/** The contract treats a blank password as "the server generates one". */
export function ClientCreateForm() {
  const t = useT()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { form, fields, kit, formProps, pending } = useAdminForm({
    schema: ClientCreateSchema,
    defaultValue: { billingAddress: { country: 'Polska' } },
    errorMessage: t('adminForm.client.createFailed'),
    onValid: async (value) => {
      const client = await api<AdminClient>('/api/superadmin/clients', { method: 'POST', body: value })
      await invalidateAdmin(queryClient, 'clients', 'users')
      toast(t('adminForm.client.created'), 'success')
      await navigate({ to: '/admin/clients/$id', params: { id: String(client.id) } })
    },
  })
  const user = fields.user.getFieldset()
  return (
    <KitForm kit={kit} formProps={formProps} busy={pending} className={formCard} aria-label={t('adminForm.client.createLabel')}>
      <FormSection title={t('adminForm.client.account')}>
        <div className={grid}>
          <EmailField field={user.email} label={t('adminForm.client.loginEmail')} required autoComplete="off" />
          <TextField field={user.password} label={t('adminForm.client.password')} autoComplete="new-password" hint={t('adminForm.client.passwordHint')}
            adornment={<GenerateButton onGenerate={() => form.update({ name: user.password.name, value: generatePassword() })} />} />
        </div>
      </FormSection>
      <ClientFields fields={fields} />
      <AddressFields meta={fields.billingAddress} legend={t('adminForm.client.billingAddress')} coordinates />
      <FormActions pending={pending} label={t('adminForm.client.create')} backTo="/admin/clients" />
    </KitForm>
  )
}

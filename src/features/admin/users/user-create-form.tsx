import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { KitForm, TextField } from '~/ui/form'
import { toast } from '~/ui/toast'
import type { AdminUser } from '../contract'
import { FormActions } from '../form/form-actions'
import { formCard } from '../form/form-section'
import { GenerateButton } from '../form/generate-button'
import { useAdminForm } from '../form/use-admin-form'
import { generatePassword } from '../password'
import { invalidateAdmin } from '../queries'
import { UserCreateFormSchema } from './user-form-values'
import { UserFields } from './user-fields'

export function UserCreateForm() {
  const t = useT()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { form, fields, kit, formProps, pending } = useAdminForm({
    schema: UserCreateFormSchema,
    defaultValue: { role: 'CLIENT' },
    errorMessage: t('adminForm.user.saveFailed'),
    onValid: async (value) => {
      const user = await api<AdminUser>('/api/superadmin/users', { method: 'POST', body: value })
      await invalidateAdmin(queryClient, 'users')
      toast(t('adminForm.user.saved'), 'success')
      await navigate({ to: '/admin/users/$id', params: { id: String(user.id) } })
    },
  })
  return (
    <KitForm kit={kit} formProps={formProps} busy={pending} className={formCard} aria-label={t('adminForm.user.createLabel')}>
      <UserFields fields={fields} initialClient={null}>
        <TextField field={fields.password} label={t('adminForm.user.password')} required autoComplete="new-password"
          adornment={<GenerateButton onGenerate={() => form.update({ name: fields.password.name, value: generatePassword() })} />} />
      </UserFields>
      <FormActions pending={pending} label={t('adminForm.user.create')} backTo="/admin/users" />
    </KitForm>
  )
}

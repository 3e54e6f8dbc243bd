import { useNavigate } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { TextField } from '~/ui/form'
import type { AdminUser } from '../contract'
import { AdminForm } from '../form/admin-form'
import { FormActions } from '../form/form-actions'
import { GenerateButton } from '../form/generate-button'
import { useAdminForm } from '../form/use-admin-form'
import { generatePassword } from '@kernel/password'
import { UserCreateFormSchema } from './user-form-values'
import { UserFields } from './user-fields'

export function UserCreateForm() {
  const t = useT()
  const navigate = useNavigate()
  const { form, fields, kit, formProps, pending } = useAdminForm({
    schema: UserCreateFormSchema,
    defaultValue: { role: 'CLIENT', lang: 'pl' },
    resource: 'users',
    onSaved: (user: AdminUser) => navigate({ to: '/admin/users/$id', params: { id: String(user.id) } }),
  })
  return (
    <AdminForm form={{ kit, formProps, pending }} label={t('adminForm.user.createLabel')}>
      <UserFields fields={fields} initialClient={null}>
        <TextField
          field={fields.password}
          label={t('adminForm.user.password')}
          optional
          hint={t('adminForm.user.passwordHint')}
          autoComplete="new-password"
          adornment={
            <GenerateButton onGenerate={() => form.update({ name: fields.password.name, value: generatePassword() })} />
          }
        />
      </UserFields>
      <FormActions pending={pending} label={t('adminForm.user.create')} backTo="/admin/users" />
    </AdminForm>
  )
}

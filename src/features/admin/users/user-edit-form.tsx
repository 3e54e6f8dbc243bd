import { useT } from '~/i18n/use-lang'
import { TextField } from '~/ui/form'
import { toast } from '~/ui/toast'
import type { AdminUser } from '../contract'
import { AdminForm } from '../form/admin-form'
import { FormActions } from '../form/form-actions'
import { GenerateButton } from '../form/generate-button'
import { useAdminForm } from '../form/use-admin-form'
import { generatePassword } from '@kernel/password'
import { UserEditFormSchema, userDefaults } from './user-form-values'
import { UserFields } from './user-fields'

export function UserEditForm({ user }: { user: AdminUser }) {
  const { form, fields, kit, formProps, pending } = useAdminForm({
    schema: UserEditFormSchema,
    defaultValue: userDefaults(user),
    resource: 'users',
    id: user.id,
    // The saved password must not be sent again with the next save.
    onSaved: (): void => form.update({ name: fields.password.name, value: '' }),
  })
  const t = useT()
  const generate = () => {
    form.update({ name: fields.password.name, value: generatePassword() })
    toast(t('adminForm.user.generated'), 'info')
  }
  return (
    <AdminForm form={{ kit, formProps, pending }} label={t('adminForm.user.editLabel')}>
      <UserFields
        fields={fields}
        initialClient={
          user.client
            ? {
                id: user.client.id,
                label: user.client.companyName || t('admin.users.clientNumber', { id: user.client.id }),
              }
            : null
        }
      >
        <TextField
          field={fields.password}
          label={t('adminForm.user.newPassword')}
          optional
          autoComplete="new-password"
          hint={t('adminForm.user.newPasswordHint')}
          adornment={<GenerateButton label={t('adminForm.actions.generatePassword')} onGenerate={generate} />}
        />
      </UserFields>
      <FormActions pending={pending} label={t('adminForm.actions.save')} backTo="/admin/users" />
    </AdminForm>
  )
}

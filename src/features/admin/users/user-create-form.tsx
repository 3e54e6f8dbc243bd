import { getFormProps } from '@conform-to/react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { api } from '~/lib/api'
import { toast } from '~/ui/toast'
import type { AdminUser } from '../contract'
import { FormActions } from '../form/form-actions'
import { formCard } from '../form/form-section'
import { GenerateButton } from '../form/generate-button'
import { TextField } from '../form/text-field'
import { useAdminForm } from '../form/use-admin-form'
import { generatePassword } from '@kernel/password'
import { invalidateAdmin } from '../queries'
import { UserCreateFormSchema } from './user-form-values'
import { UserFields } from './user-fields'

export function UserCreateForm() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { form, fields, pending } = useAdminForm({
    schema: UserCreateFormSchema,
    defaultValue: { role: 'CLIENT' },
    errorMessage: 'Nie udało się zapisać',
    onValid: async (value) => {
      const user = await api<AdminUser>('/api/superadmin/users', { method: 'POST', body: value })
      await invalidateAdmin(queryClient, 'users')
      toast('Zapisano użytkownika', 'success')
      await navigate({ to: '/admin/users/$id', params: { id: String(user.id) } })
    },
  })
  return (
    <form {...getFormProps(form)} className={formCard} aria-label="Nowy użytkownik">
      <UserFields fields={fields} initialClient={null}>
        <TextField meta={fields.password} label="Hasło" autoComplete="new-password">
          <GenerateButton onGenerate={() => form.update({ name: fields.password.name, value: generatePassword() })} />
        </TextField>
      </UserFields>
      <FormActions pending={pending} label="Utwórz użytkownika" backTo="/admin/users" />
    </form>
  )
}

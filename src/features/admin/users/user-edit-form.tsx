import { getFormProps } from '@conform-to/react'
import { useQueryClient } from '@tanstack/react-query'
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
import { UserEditFormSchema, clientLabel, userDefaults } from './user-form-values'
import { UserFields } from './user-fields'

export function UserEditForm({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient()
  const { form, fields, pending } = useAdminForm({
    schema: UserEditFormSchema,
    defaultValue: userDefaults(user),
    errorMessage: 'Nie udało się zapisać',
    onValid: async (value) => {
      await api<AdminUser>(`/api/superadmin/users/${user.id}`, { method: 'PATCH', body: value })
      // The saved password must not be sent again with the next save.
      form.update({ name: fields.password.name, value: '' })
      await invalidateAdmin(queryClient, 'users', 'clients')
      toast('Zapisano użytkownika', 'success')
    },
  })
  const generate = () => {
    form.update({ name: fields.password.name, value: generatePassword() })
    toast('Wygenerowano nowe hasło. Zapisz zmiany, aby je zastosować.', 'info')
  }
  return (
    <form {...getFormProps(form)} className={formCard} aria-label="Edycja użytkownika">
      <UserFields fields={fields} initialClient={user.client ? { id: user.client.id, label: clientLabel(user.client) } : null}>
        <TextField meta={fields.password} label="Nowe hasło (opcjonalnie)" autoComplete="new-password" hint="Puste pole: hasło bez zmian.">
          <GenerateButton label="Generuj hasło" onGenerate={generate} />
        </TextField>
      </UserFields>
      <FormActions pending={pending} label="Zapisz zmiany" backTo="/admin/users" />
    </form>
  )
}

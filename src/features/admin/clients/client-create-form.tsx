import { getFormProps } from '@conform-to/react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { api } from '~/lib/api'
import { toast } from '~/ui/toast'
import { type AdminClient, ClientCreateSchema } from '../contract'
import { AddressFields, grid } from '../form/address-fields'
import { FormActions } from '../form/form-actions'
import { FormSection, formCard } from '../form/form-section'
import { GenerateButton } from '../form/generate-button'
import { TextField } from '../form/text-field'
import { useAdminForm } from '../form/use-admin-form'
import { generatePassword } from '@kernel/password'
import { invalidateAdmin } from '../queries'
import { ClientFields } from './client-fields'

/** The contract treats a blank password as "the server generates one". */
export function ClientCreateForm() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { form, fields, pending } = useAdminForm({
    schema: ClientCreateSchema,
    defaultValue: { billingAddress: { country: 'Polska' } },
    errorMessage: 'Nie udało się utworzyć klienta',
    onValid: async (value) => {
      const client = await api<AdminClient>('/api/superadmin/clients', { method: 'POST', body: value })
      await invalidateAdmin(queryClient, 'clients', 'users')
      toast('Utworzono klienta i użytkownika', 'success')
      await navigate({ to: '/admin/clients/$id', params: { id: String(client.id) } })
    },
  })
  const user = fields.user.getFieldset()
  return (
    <form {...getFormProps(form)} className={formCard} aria-label="Nowy klient">
      <FormSection title="Konto użytkownika">
        <div className={grid}>
          <TextField meta={user.email} label="E-mail logowania" type="email" autoComplete="off" />
          <TextField meta={user.password} label="Hasło" autoComplete="new-password" hint="Puste pole: hasło wygeneruje serwer.">
            <GenerateButton onGenerate={() => form.update({ name: user.password.name, value: generatePassword() })} />
          </TextField>
        </div>
      </FormSection>
      <ClientFields fields={fields} />
      <AddressFields meta={fields.billingAddress} legend="Adres rozliczeniowy" coordinates />
      <FormActions pending={pending} label="Utwórz klienta" backTo="/admin/clients" />
    </form>
  )
}

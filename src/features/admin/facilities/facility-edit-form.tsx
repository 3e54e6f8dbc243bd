import { getFormProps, getInputProps } from '@conform-to/react'
import { useQueryClient } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { checkbox } from 'styled-system/recipes'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { toast } from '~/ui/toast'
import type { AdminFacility } from '../contract'
import { AddressFields } from '../form/address-fields'
import { FormActions } from '../form/form-actions'
import { FormSection, formCard } from '../form/form-section'
import { useAdminForm } from '../form/use-admin-form'
import { invalidateAdmin } from '../queries'
import { FacilityBaseFields } from './facility-base-fields'
import { FacilityEditFormSchema, facilityDefaults } from './facility-form-values'
import { ContentTabs } from './content-tabs'
import { RichSharedFields } from './rich-content-fields'

export function FacilityEditForm({ facility }: { facility: AdminFacility }) {
  const queryClient = useQueryClient()
  const { form, fields, pending } = useAdminForm({
    schema: FacilityEditFormSchema,
    defaultValue: facilityDefaults(facility),
    errorMessage: 'Nie udało się zapisać zmian',
    onValid: async (value) => {
      await read(api.superadmin.facilities[':id'].$patch({ param: { id: String(facility.id) }, json: value }))
      await invalidateAdmin(queryClient, 'facilities', 'clients')
      // Spec §8 spells it this way; kept verbatim.
      toast('Zapiszono zmiany obiektu', 'success')
    },
  })
  const { key, ...activeProps } = getInputProps(fields.active, { type: 'checkbox' })
  return (
    <form {...getFormProps(form)} className={formCard} aria-label="Edycja obiektu">
      <label htmlFor={fields.active.id} className={css({ display: 'flex', alignItems: 'center', gap: '3', fontWeight: '600' })}>
        <input key={key} {...activeProps} className={checkbox()} />
        Obiekt aktywny (widoczny w serwisie)
      </label>
      <FormSection title="Dane obiektu">
        <FacilityBaseFields fields={fields} />
      </FormSection>
      <AddressFields meta={fields.location} legend="Lokalizacja" />
      <FormSection title="Treści opisowe">
        <ContentTabs form={form} fields={fields} />
        <RichSharedFields meta={fields.richContent} />
      </FormSection>
      <FormActions pending={pending} label="Zapisz zmiany" backTo="/admin/facilities" />
    </form>
  )
}

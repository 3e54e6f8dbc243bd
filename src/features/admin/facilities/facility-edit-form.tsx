import { useQueryClient } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { CheckboxField, KitForm } from '~/ui/form'
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
  const t = useT()
  const queryClient = useQueryClient()
  const { form, fields, kit, formProps, pending } = useAdminForm({
    schema: FacilityEditFormSchema,
    defaultValue: facilityDefaults(facility),
    errorMessage: t('adminForm.facility.saveFailed'),
    onValid: async (value) => {
      await api<AdminFacility>(`/api/superadmin/facilities/${facility.id}`, { method: 'PATCH', body: value })
      await invalidateAdmin(queryClient, 'facilities', 'clients')
      toast(t('adminForm.facility.saved'), 'success')
    },
  })
  return (
    <KitForm kit={kit} formProps={formProps} busy={pending} className={formCard} aria-label={t('adminForm.facility.editLabel')}>
      <CheckboxField field={fields.active} label={t('adminForm.facility.active')} className={css({ fontWeight: '600' })} />
      <FormSection title={t('adminForm.facility.details')}>
        <FacilityBaseFields fields={fields} />
      </FormSection>
      <AddressFields meta={fields.location} legend={t('adminForm.facility.location')} />
      <FormSection title={t('adminForm.facility.texts')}>
        <ContentTabs form={form} fields={fields} />
        <RichSharedFields meta={fields.richContent} />
      </FormSection>
      <FormActions pending={pending} label={t('adminForm.actions.save')} backTo="/admin/facilities" />
    </KitForm>
  )
}

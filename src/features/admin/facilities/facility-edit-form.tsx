import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { CheckboxField } from '~/ui/form'
import type { AdminFacility } from '../contract'
import { AddressFields } from '../form/address-fields'
import { AdminForm } from '../form/admin-form'
import { FormActions } from '../form/form-actions'
import { FormSection } from '../form/form-section'
import { useAdminForm } from '../form/use-admin-form'
import { FacilityBaseFields } from './facility-base-fields'
import { FacilityEditFormSchema, facilityDefaults } from './facility-form-values'
import { ContentTabs } from './content-tabs'
import { RichSharedFields } from './rich-content-fields'

export function FacilityEditForm({ facility }: { facility: AdminFacility }) {
  const t = useT()
  const { form, fields, kit, formProps, pending } = useAdminForm({
    schema: FacilityEditFormSchema,
    defaultValue: facilityDefaults(facility),
    resource: 'facilities',
    id: facility.id,
  })
  return (
    <AdminForm form={{ kit, formProps, pending }} label={t('adminForm.facility.editLabel')}>
      <CheckboxField
        field={fields.active}
        label={t('adminForm.facility.active')}
        className={css({ fontWeight: '600' })}
      />
      <CheckboxField field={fields.promoted} label={t('adminForm.facility.promoted')} />
      <FormSection title={t('adminForm.facility.details')}>
        <FacilityBaseFields fields={fields} />
      </FormSection>
      <AddressFields meta={fields.location} legend={t('adminForm.facility.location')} />
      <FormSection title={t('adminForm.facility.texts')}>
        <ContentTabs form={form} fields={fields} />
        <RichSharedFields meta={fields.richContent} />
      </FormSection>
      <FormActions pending={pending} label={t('adminForm.actions.save')} backTo="/admin/facilities" />
    </AdminForm>
  )
}

import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { type AdminFacility, FacilityCreateSchema } from '../contract'
import { AddressFields } from '../form/address-fields'
import { AdminForm } from '../form/admin-form'
import { FormActions } from '../form/form-actions'
import { FormSection } from '../form/form-section'
import { useAdminForm } from '../form/use-admin-form'
import { ClientPicker } from './client-picker'
import type { PickedClient } from './picker-options'
import { FacilityBaseFields } from './facility-base-fields'

/** Spec §2: everything stays disabled until a client is picked. */
export function FacilityCreateForm({ initialClient }: { initialClient: PickedClient | null }) {
  const t = useT()
  const navigate = useNavigate()
  const [client, setClient] = useState(initialClient)
  const { fields, kit, formProps, pending } = useAdminForm({
    schema: FacilityCreateSchema,
    defaultValue: { location: { country: 'Polska' } },
    resource: 'facilities',
    onSaved: (facility: AdminFacility) =>
      navigate({ to: '/admin/facilities/$id', params: { id: String(facility.id) } }),
  })
  return (
    <AdminForm form={{ kit, formProps, pending }} label={t('adminForm.facility.createLabel')}>
      <ClientPicker
        field={fields.clientId}
        label={t('adminForm.facility.client')}
        required
        selected={client}
        onSelect={setClient}
      />
      {client ? null : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('adminForm.facility.pickClientFirst')}</p>
      )}
      {/* A disabled fieldset disables everything in it, the submit button too: nothing to fill in before the pick. */}
      <fieldset
        disabled={!client}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '5',
          border: 'none',
          p: '0',
          m: '0',
          minW: '0',
        })}
      >
        <legend className={css({ srOnly: true })}>{t('adminForm.facility.details')}</legend>
        <FormSection title={t('adminForm.facility.details')}>
          <FacilityBaseFields fields={fields} />
        </FormSection>
        <AddressFields meta={fields.location} legend={t('adminForm.facility.location')} />
        <FormActions pending={pending} label={t('adminForm.facility.create')} backTo="/admin/facilities" />
      </fieldset>
    </AdminForm>
  )
}

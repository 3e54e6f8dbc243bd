import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { FacilityDraftSchema, type OnboardingFacility } from '@api/contract/onboarding'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { serverFieldErrors } from '~/lib/server-issues'
import { AddressInputs, EmailField, FormAlert, KitForm, PhoneField, SubmitButton, TextField } from '~/ui/form'
// Not through the kit's index: a page whose forms load conform lazily must not reach it (ADR 0112).
import { useKitForm } from '~/ui/form/use-kit-form'
import { toast } from '~/ui/toast'
import { ONBOARDING_ERRORS } from './errors'
import { PinMap } from './pin-map'

type State = 'idle' | 'sending' | 'failed'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })
const fieldset = css({ border: '0', p: '0', m: '0', minW: '0', display: 'grid', gap: '4' })
const legend = css({ fontWeight: '700', fontSize: 'lg', mb: '2' })

const number = (text: unknown) => {
  if (typeof text !== 'string' || !text.trim()) return null
  const value = Number(text.trim().replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

/**
 * Issue 42: a new facility's name, address with its pin, and contact. It is created as a draft; units, prices,
 * photos and descriptions follow in the listing editor, where the form leads once the draft exists.
 */
export function FacilityForm({
  clientId,
  editing,
}: {
  clientId: number | undefined
  /** A draft (or a rejected facility) being fixed: the form starts from it and saves it in place. */
  editing?: OnboardingFacility
}) {
  const t = useT()
  const lang = useLang()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [state, setState] = useState<State>('idle')
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>()
  const [saved, setSaved] = useState(false)
  const basics = editing?.basics
  const { form, fields, kit, formProps } = useKitForm({
    id: editing ? `facility-basics-${editing.id}` : 'facility-draft-form',
    schema: FacilityDraftSchema,
    messages: ONBOARDING_ERRORS,
    lastResult,
    defaultValue: basics && {
      ...basics,
      apartmentNumber: basics.apartmentNumber ?? '',
      latitude: basics.latitude === null ? '' : String(basics.latitude),
      longitude: basics.longitude === null ? '' : String(basics.longitude),
      email: basics.email ?? '',
      phone: basics.phone ?? '',
    },
    onValid: async (value, submission) => {
      if (state === 'sending') return
      setState('sending')
      setSaved(false)
      try {
        if (editing) {
          await read(api.panel.facilities[':id'].basics.$patch({ param: { id: String(editing.id) }, json: value }))
          await queryClient.invalidateQueries({ queryKey: ['panel'] })
          setSaved(true)
          setState('idle')
          return
        }
        const created = await read(api.panel.facilities.$post({ json: value }))
        await queryClient.invalidateQueries({ queryKey: ['panel'] })
        toast(t('onboarding.facilityForm.created', { name: value.name }), 'success')
        await navigate({
          to: '/$lang/panel-listing',
          params: { lang },
          search: { ...(clientId ? { clientId } : {}), facilityId: created.id },
        })
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.body) : null
        if (fieldErrors) setLastResult(submission.reply({ fieldErrors }))
        setState(fieldErrors ? 'idle' : 'failed')
      }
    },
  })
  const lat = number(fields.latitude.value)
  const lon = number(fields.longitude.value)
  const move = (newLat: number, newLon: number) => {
    form.update({ name: fields.latitude.name, value: newLat.toFixed(6) })
    form.update({ name: fields.longitude.name, value: newLon.toFixed(6) })
  }
  return (
    <KitForm
      kit={kit}
      formProps={formProps}
      busy={state === 'sending'}
      className={css({ display: 'grid', gap: '6' })}
      data-testid={editing ? 'facility-basics-form' : 'facility-draft-form'}
    >
      {state === 'failed' ? <FormAlert>{t('onboarding.facilityForm.failed')}</FormAlert> : null}
      <TextField field={fields.name} label={t('onboarding.facilityForm.name')} required />
      <fieldset className={fieldset}>
        <legend className={legend}>{t('onboarding.facilityForm.address')}</legend>
        <div className={grid}>
          <AddressInputs
            fields={fields}
            label={(name) => t(`onboarding.company.${name}`)}
            autoComplete={{ street: 'off' }}
          />
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('onboarding.facilityForm.pin')}</legend>
        <p id={`${formProps.id}-pin-hint`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('onboarding.facilityForm.pinHint')}
        </p>
        <PinMap lat={lat} lon={lon} onMove={move} />
        <div className={grid}>
          <TextField
            field={fields.latitude}
            label={t('onboarding.facilityForm.latitude')}
            required
            inputMode="decimal"
            describedBy={`${formProps.id}-pin-hint`}
          />
          <TextField
            field={fields.longitude}
            label={t('onboarding.facilityForm.longitude')}
            required
            inputMode="decimal"
            describedBy={`${formProps.id}-pin-hint`}
          />
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('onboarding.facilityForm.contact')}</legend>
        <div className={grid}>
          <EmailField field={fields.email} label={t('onboarding.facilityForm.email')} optional />
          <PhoneField field={fields.phone} label={t('onboarding.facilityForm.phone')} optional />
        </div>
      </fieldset>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <SubmitButton
          pending={state === 'sending'}
          label={t(editing ? 'onboarding.facilityForm.update' : 'onboarding.facilityForm.save')}
          pendingLabel={t('onboarding.facilityForm.saving')}
        />
        <p role="status" className={css({ fontWeight: '600' })}>
          {saved ? t('onboarding.facilityForm.updated') : ''}
        </p>
      </div>
    </KitForm>
  )
}

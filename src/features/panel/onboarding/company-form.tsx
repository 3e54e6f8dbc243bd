import { useQueryClient } from '@tanstack/react-query'
import type { SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { CompanyDataSchema, type CompanyData } from '@api/contract/onboarding'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { serverFieldErrors } from '~/lib/server-issues'
import { AddressInputs, FormAlert, KitForm, SubmitButton, TextField } from '~/ui/form'
// Not through the kit's index: a page whose forms load conform lazily must not reach it (ADR 0112).
import { useKitForm } from '~/ui/form/use-kit-form'
import { ONBOARDING_ERRORS } from './errors'

type State = 'idle' | 'sending' | 'saved' | 'savedRecheck' | 'failed'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })

/** The checklist's first step: the company's name, NIP and address, prefilled with what the trial created. */
export function CompanyForm({ company }: { company: CompanyData }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [state, setState] = useState<State>('idle')
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>()
  const { fields, kit, formProps } = useKitForm({
    id: 'company-form',
    schema: CompanyDataSchema,
    messages: ONBOARDING_ERRORS,
    defaultValue: { ...company, apartmentNumber: company.apartmentNumber ?? '' },
    lastResult,
    onValid: async (value, submission) => {
      if (state === 'sending') return
      setState('sending')
      try {
        const saved = await read(api.panel.company.$patch({ json: value }))
        await queryClient.invalidateQueries({ queryKey: ['panel'] })
        setState(saved.recheck ? 'savedRecheck' : 'saved')
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.body) : null
        if (fieldErrors) setLastResult(submission.reply({ fieldErrors }))
        setState(fieldErrors ? 'idle' : 'failed')
      }
    },
  })
  return (
    <KitForm
      kit={kit}
      formProps={formProps}
      busy={state === 'sending'}
      className={css({ display: 'grid', gap: '4', mt: '3' })}
      data-testid="company-form"
    >
      {state === 'failed' ? <FormAlert>{t('onboarding.company.failed')}</FormAlert> : null}
      <div className={grid}>
        <TextField field={fields.companyName} label={t('onboarding.company.companyName')} required />
        <TextField
          field={fields.nip}
          label={t('onboarding.company.nip')}
          required
          inputMode="numeric"
          hint={t('onboarding.company.nipHint')}
        />
        <AddressInputs fields={fields} label={(name) => t(`onboarding.company.${name}`)} />
      </div>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <SubmitButton
          pending={state === 'sending'}
          label={t('onboarding.company.save')}
          pendingLabel={t('onboarding.company.saving')}
        />
        <p role="status" className={css({ fontWeight: '600' })}>
          {state === 'saved' || state === 'savedRecheck' ? t(`onboarding.company.${state}`) : ''}
        </p>
      </div>
    </KitForm>
  )
}

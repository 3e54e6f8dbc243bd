import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { button, checkbox } from 'styled-system/recipes'
import { DESCRIPTION_MAX, type FacilityProfile, FacilityProfileSchema } from '@api/contract/listing'
import type { WeekHours } from '@api/contract/listing-values'
import { FEATURE_CODES } from '@api/contract/marketplace-values'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { toast } from '~/ui/toast'
import { Field } from './field'
import { HoursFields } from './hours-fields'
import { listingSection } from './listing-section'
import { type FieldErrors, apiErrors, errorText, failedText, focusFirstError, schemaErrors } from './issues'

type Draft = {
  pl: string
  en: string
  openingHours: WeekHours | null
  accessHours: WeekHours | null
  features: string[]
  phone: string
  email: string
  website: string
}

const draftOf = (p: FacilityProfile): Draft => ({
  pl: p.description.pl ?? '',
  en: p.description.en ?? '',
  openingHours: p.openingHours,
  accessHours: p.accessHours,
  features: p.features,
  phone: p.contact.phone ?? '',
  email: p.contact.email ?? '',
  website: p.contact.website ?? '',
})

/** Description (PL/EN), hours, features and contact of one facility; one save sends the whole profile. */
export function ProfileForm({ profile, readOnly }: { profile: FacilityProfile; readOnly: boolean }) {
  const t = useT()
  const queryClient = useQueryClient()
  const form = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState(() => draftOf(profile))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const err = (path: string) => errorText(t, errors[path])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || readOnly) return
    const body = {
      description: { pl: draft.pl, en: draft.en },
      openingHours: draft.openingHours,
      accessHours: draft.accessHours,
      features: draft.features,
      contact: { phone: draft.phone, email: draft.email, website: draft.website },
    }
    const parsed = v.safeParse(FacilityProfileSchema, body)
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.issues))
      toast(t('panel.listing.fixErrors'), 'error')
      requestAnimationFrame(() => focusFirstError(form.current))
      return
    }
    setBusy(true)
    try {
      const saved = await read(
        api.panel.facilities[':id'].$patch({
          param: { id: String(profile.id) },
          json: body as v.InferInput<typeof FacilityProfileSchema>,
        }),
      )
      setDraft(draftOf(saved))
      setErrors({})
      queryClient.setQueryData(['panel', 0, 'profile', profile.id], saved)
      toast(t('panel.listing.saved'), 'success')
    } catch (failure) {
      const fields = apiErrors(failure)
      if (fields) {
        setErrors(fields)
        requestAnimationFrame(() => focusFirstError(form.current))
      }
      toast(fields ? t('panel.listing.fixErrors') : failedText(t, failure), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '6' })}
      data-testid="profile-form"
    >
      <section aria-labelledby="profile-heading" className={listingSection}>
        <h2 id="profile-heading" className={css({ textStyle: 'h3' })}>
          {t('panel.listing.sections.profile')}
        </h2>
        {(['pl', 'en'] as const).map((lang) => (
          <Field
            key={lang}
            multiline
            label={t(lang === 'pl' ? 'panel.listing.descriptionPl' : 'panel.listing.descriptionEn')}
            required={lang === 'pl'}
            lang={lang}
            name={`description-${lang}`}
            value={draft[lang]}
            readOnly={readOnly}
            maxLength={DESCRIPTION_MAX + 200}
            onChange={(e) => set(lang, e.target.value)}
            hint={`${t('panel.listing.descriptionHint', { max: DESCRIPTION_MAX })} ${t('panel.listing.counter', { count: draft[lang].length, max: DESCRIPTION_MAX })}`}
            error={err(`description.${lang}`)}
            data-testid={`description-${lang}`}
          />
        ))}
        <fieldset className={css({ border: '0', p: '0', m: '0', minW: '0' })}>
          <legend className={css({ fontWeight: '700', mb: '2' })}>{t('panel.listing.features')}</legend>
          <div
            className={css({
              display: 'grid',
              gap: '2',
              gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            })}
          >
            {FEATURE_CODES.map((code) => (
              <label key={code} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input
                  type="checkbox"
                  className={checkbox()}
                  checked={draft.features.includes(code)}
                  disabled={readOnly}
                  onChange={(e) =>
                    set(
                      'features',
                      e.target.checked ? [...draft.features, code] : draft.features.filter((f) => f !== code),
                    )
                  }
                />
                {t(`marketplace.features.${code}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
          <Field
            label={t('panel.listing.phone')}
            type="tel"
            autoComplete="tel"
            optional
            value={draft.phone}
            readOnly={readOnly}
            onChange={(e) => set('phone', e.target.value)}
            error={err('contact.phone')}
          />
          <Field
            label={t('panel.listing.email')}
            type="email"
            autoComplete="email"
            optional
            value={draft.email}
            readOnly={readOnly}
            onChange={(e) => set('email', e.target.value)}
            error={err('contact.email')}
          />
          <Field
            label={t('panel.listing.website')}
            type="url"
            autoComplete="url"
            optional
            placeholder="https://"
            value={draft.website}
            readOnly={readOnly}
            onChange={(e) => set('website', e.target.value)}
            error={err('contact.website')}
          />
        </div>
      </section>
      <section aria-labelledby="hours-heading" className={listingSection}>
        <h2 id="hours-heading" className={css({ textStyle: 'h3' })}>
          {t('panel.listing.sections.hours')}
        </h2>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })}>
          <HoursFields
            name="openingHours"
            legend={t('panel.listing.openingHours')}
            value={draft.openingHours}
            onChange={(h) => set('openingHours', h)}
            errors={errors}
            disabled={readOnly}
          />
          <HoursFields
            name="accessHours"
            legend={t('panel.listing.accessHours')}
            value={draft.accessHours}
            onChange={(h) => set('accessHours', h)}
            errors={errors}
            disabled={readOnly}
          />
        </div>
      </section>
      {readOnly ? null : (
        <div>
          <button type="submit" className={button()} aria-disabled={busy || undefined} data-testid="profile-save">
            {busy ? t('panel.listing.saving') : t('panel.listing.save')}
          </button>
        </div>
      )}
    </form>
  )
}

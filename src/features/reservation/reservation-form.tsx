import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { Unit } from '@api/contract/marketplace'
import { type ReservationCreated, lastMoveInDay, reservationSchemaWithin } from '@api/contract/reservations'
import { businessToday } from '@kernel/calendar-date'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, callOptions, isAbortError, read } from '~/lib/api-client'
import {
  CheckboxField,
  EmailField,
  FormAlert,
  Honeypot,
  KitForm,
  PhoneField,
  RESERVATION_ERRORS,
  SubmitButton,
  TextareaField,
  TextField,
  useKitForm,
} from '~/ui/form'
import { formatCalendarDate } from '~/lib/datetime'
import { serverFieldErrors } from '~/lib/server-issues'
import { UnitPrice } from './unit-price'

type Failure = 'UNIT_NOT_AVAILABLE' | 'UNIT_NOT_FOUND' | 'FACILITY_NOT_FOUND' | 'RESERVATION_LIMIT' | 'RATE_LIMITED'
const KNOWN: readonly string[] = [
  'UNIT_NOT_AVAILABLE',
  'UNIT_NOT_FOUND',
  'FACILITY_NOT_FOUND',
  'RESERVATION_LIMIT',
  'RATE_LIMITED',
] satisfies Failure[]

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const wide = css({ gridColumn: { md: 'span 2' } })

/** The reservation form (issue 26): the same schema as the API, the facility's window on the date input. */
export function ReservationForm({
  slug,
  unit,
  windowDays,
  onReserved,
}: {
  slug: string
  unit: Unit
  windowDays: number
  onReserved: (created: ReservationCreated['reservation']) => void
}) {
  const t = useT()
  const lang = useLang()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // The server's verdict on fields (the window changed since the page loaded): shown under the field it names.
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>()
  const today = businessToday()
  const last = lastMoveInDay(windowDays)
  // This facility's own window, so a later date is the date field's error before anything is sent.
  const schema = useMemo(() => reservationSchemaWithin(windowDays), [windowDays])
  const { fields, kit, formProps } = useKitForm({
    id: 'reservation-form',
    schema,
    messages: RESERVATION_ERRORS,
    defaultValue: { unitId: String(unit.id) },
    lastResult,
    onValid: async (value, submission) => {
      if (sending) return
      setSending(true)
      setFailure(null)
      try {
        const body = await read(
          api.forms.facilities[':idOrSlug'].reservations.$post(
            // The confirmation mail is written in this page's language.
            { param: { idOrSlug: encodeURIComponent(slug) }, json: { ...value, website: value.website ?? '', lang } },
            callOptions({ lang }),
          ),
        )
        onReserved(body.reservation)
      } catch (error) {
        if (isAbortError(error)) return
        const code = error instanceof ApiError ? error.code : undefined
        const fieldErrors =
          error instanceof ApiError && code === 'VALIDATION_ERROR' ? serverFieldErrors(error.body) : null
        if (fieldErrors) setLastResult(submission.reply({ fieldErrors }))
        else setFailure(code && KNOWN.includes(code) ? code : 'other')
      } finally {
        setSending(false)
      }
    },
  })
  const failureText = failure === null ? null : t(`reservation.form.failed.${failure as Failure | 'other'}`)
  return (
    <KitForm kit={kit} formProps={formProps} busy={sending} aria-labelledby="reservation-title">
      <UnitPrice unit={unit} />
      <p className={css({ fontWeight: '700', color: 'success.700', my: '4' })} data-testid="reservation-free">
        {t('reservation.form.free')}
      </p>
      <input type="hidden" name={fields.unitId.name} value={String(unit.id)} />
      <div className={grid}>
        <TextField
          field={fields.moveInDate}
          type="date"
          label={t('reservation.form.moveIn')}
          required
          min={today}
          max={last}
          hint={t('reservation.form.moveInHint', {
            from: formatCalendarDate(lang, today),
            to: formatCalendarDate(lang, last),
          })}
          className={wide}
          autoFocus
        />
        <div className={wide}>
          <TextField field={fields.name} label={t('reservation.form.name')} required autoComplete="name" />
        </div>
        <EmailField field={fields.email} label={t('reservation.form.email')} required />
        <PhoneField field={fields.phone} label={t('reservation.form.phone')} required />
        <TextareaField field={fields.message} label={t('reservation.form.message')} optional className={wide} />
        <CheckboxField
          field={fields.acceptTerms}
          className={wide}
          label={
            <span>
              {t('reservation.form.acceptTerms')}{' '}
              <Link to="/$lang/terms" params={{ lang }} hash="rezerwacje" target="_blank">
                {t('reservation.form.termsLink')}
              </Link>
            </span>
          }
        />
      </div>
      <Honeypot name="website" id="reservation-website" />
      {failureText ? (
        <FormAlert testId="reservation-error" className={css({ mt: '4' })}>
          {failureText}
        </FormAlert>
      ) : null}
      <SubmitButton
        className={`${button({ variant: 'accent', block: true })} ${css({ mt: '5', h: '12' })}`}
        pending={sending}
        label={t('reservation.form.submit')}
        pendingLabel={t('reservation.form.sending')}
      />
    </KitForm>
  )
}

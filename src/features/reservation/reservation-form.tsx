import type { SubmissionResult } from '@conform-to/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { Unit } from '@api/contract/marketplace'
import { type ReservationCreated, lastMoveInDay, reservationSchemaWithin } from '@api/contract/reservations'
import { TURNSTILE_RESERVATION_ACTION } from '@api/contract/auth'
import { challengeQuery } from '~/lib/challenge'
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
} from '~/ui/form'
// Not through the kit's index: a page whose forms load conform lazily must not reach it (ADR 0112).
import { useKitForm } from '~/ui/form/use-kit-form'
import { formatCalendarDate } from '~/lib/datetime'
import { serverFieldErrors } from '~/lib/server-issues'
import { useTenantPrefill } from '~/lib/use-tenant-prefill'
import { PriceChanged, changedPrice } from './price-changed'
import { UnitPrice } from './unit-price'

// Its own chunk, fetched only where the server has Turnstile configured (production; issue 39).
const TurnstileWidget = lazy(() => import('~/ui/turnstile/turnstile-widget'))

type Failure =
  | 'UNIT_NOT_AVAILABLE'
  | 'UNIT_NOT_FOUND'
  | 'FACILITY_NOT_FOUND'
  | 'RESERVATION_LIMIT'
  | 'RESERVATION_NETWORK_LIMIT'
  | 'RESERVATION_FACILITY_LIMIT'
  | 'CHALLENGE_FAILED'
  | 'CHALLENGE_PENDING'
  | 'RATE_LIMITED'
  | 'FACILITY_NOT_RESERVABLE'
const KNOWN: readonly string[] = [
  'UNIT_NOT_AVAILABLE',
  'UNIT_NOT_FOUND',
  'FACILITY_NOT_FOUND',
  'RESERVATION_LIMIT',
  'RESERVATION_NETWORK_LIMIT',
  'RESERVATION_FACILITY_LIMIT',
  'CHALLENGE_FAILED',
  'RATE_LIMITED',
  'FACILITY_NOT_RESERVABLE',
] satisfies Failure[]

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const wide = css({ gridColumn: { md: 'span 2' } })

/** The reservation form (issue 26): the same schema as the API, the facility's window on the date input. */
export function ReservationForm({
  slug,
  unit,
  windowDays,
  onReserved,
  onStale,
}: {
  slug: string
  unit: Unit
  windowDays: number
  onReserved: (created: ReservationCreated['reservation']) => void
  /** The server knows better than the page: the unit was taken or gone, or its price moved. */
  onStale: () => void
}) {
  const t = useT()
  const lang = useLang()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // The price this form posts is the one the renter saw; a newer one is only shown until they agree to it.
  const [price, setPrice] = useState(unit.priceMonthly ?? 0)
  const [newPrice, setNewPrice] = useState<number | null>(null)
  const nameRef = useRef<HTMLDivElement>(null)
  // The server's verdict on fields (the window changed since the page loaded): shown under the field it names.
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>()
  // Not suspending: the form works even if this answer never comes; the server decides either way.
  const siteKey = useQuery(challengeQuery).data?.siteKey ?? null
  const [token, setToken] = useState<string | null>(null)
  const [resetSignal, setResetSignal] = useState(0)
  const today = businessToday()
  const last = lastMoveInDay(windowDays)
  // This facility's own window, so a later date is the date field's error before anything is sent.
  const schema = useMemo(() => reservationSchemaWithin(windowDays), [windowDays])
  const { form, fields, kit, formProps } = useKitForm({
    id: 'reservation-form',
    schema,
    messages: RESERVATION_ERRORS,
    defaultValue: { unitId: String(unit.id) },
    lastResult,
    onValid: async (value, submission) => {
      if (sending) return
      // What was typed stays; the widget is still working (or waits for a click).
      if (siteKey && !token) return setFailure('CHALLENGE_PENDING')
      setSending(true)
      setFailure(null)
      try {
        const body = await read(
          api.forms.facilities[':idOrSlug'].reservations.$post(
            // The confirmation mail is written in this page's language.
            {
              param: { idOrSlug: encodeURIComponent(slug) },
              json: {
                ...value,
                website: value.website ?? '',
                lang,
                ...(token ? { turnstileToken: token } : {}),
              },
            },
            callOptions({ lang }),
          ),
        )
        onReserved(body.reservation)
      } catch (error) {
        if (isAbortError(error)) return
        const changed = changedPrice(error)
        if (changed !== null) {
          setNewPrice(changed)
          onStale()
          return
        }
        const code = error instanceof ApiError ? error.code : undefined
        const fieldErrors =
          error instanceof ApiError && code === 'VALIDATION_ERROR' ? serverFieldErrors(error.body) : null
        if (fieldErrors) setLastResult(submission.reply({ fieldErrors }))
        else setFailure(code && KNOWN.includes(code) ? code : 'other')
        if (code === 'UNIT_NOT_AVAILABLE' || code === 'UNIT_NOT_FOUND') onStale()
        // Siteverify has spent the token whatever the outcome: the next attempt needs a new one.
        if (siteKey) setResetSignal((n) => n + 1)
      } finally {
        setSending(false)
      }
    },
  })
  useTenantPrefill(form, fields, nameRef)
  // Agreeing to the new price sends the form again as it stands, now with that price.
  const confirmPrice = () => {
    if (newPrice === null) return
    flushSync(() => {
      setPrice(newPrice)
      setNewPrice(null)
    })
    nameRef.current?.closest('form')?.requestSubmit()
  }
  const failureText = failure === null ? null : t(`reservation.form.failed.${failure as Failure | 'other'}`)
  return (
    <KitForm kit={kit} formProps={formProps} busy={sending} aria-labelledby="reservation-title">
      <UnitPrice unit={unit} price={newPrice ?? price} />
      <p className={css({ fontWeight: '700', color: 'success.700', my: '4' })} data-testid="reservation-free">
        {t('reservation.form.free')}
      </p>
      <input type="hidden" name={fields.unitId.name} value={String(unit.id)} />
      <input type="hidden" name={fields.priceMonthly.name} value={String(price)} />
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
        <div className={wide} ref={nameRef}>
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
      {siteKey ? (
        <Suspense fallback={<div className={css({ minH: '65px', mt: '4' })} />}>
          <TurnstileWidget
            siteKey={siteKey}
            onToken={setToken}
            resetSignal={resetSignal}
            action={TURNSTILE_RESERVATION_ACTION}
            label={t('reservation.form.challengeLabel')}
            unavailableText={t('reservation.form.challengeUnavailable')}
          />
        </Suspense>
      ) : null}
      {failureText ? (
        <FormAlert testId="reservation-error" className={css({ mt: '4' })}>
          {failureText}
        </FormAlert>
      ) : null}
      {newPrice === null ? (
        <SubmitButton
          className={`${button({ variant: 'accent', block: true })} ${css({ mt: '5', h: '12' })}`}
          pending={sending}
          label={t('reservation.form.submit')}
          pendingLabel={t('reservation.form.sending')}
        />
      ) : (
        <PriceChanged from={price} to={newPrice} onConfirm={confirmPrice} />
      )}
    </KitForm>
  )
}

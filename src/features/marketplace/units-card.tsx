import { useQueryClient } from '@tanstack/react-query'
import { type ComponentType, startTransition, useCallback, useState } from 'react'
import { css } from 'styled-system/css'
import type { Facility, Unit } from '@api/contract/marketplace'
import type { Lang } from '@kernel/lang'
import { loadMessages } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { useOnDemand } from '~/ui/on-demand'
import { PhoneIcon } from '~/ui/icons'
import { AvailabilityFreshness } from './availability-freshness'
import { DetailCard } from './detail-card'
import { deferred } from '~/ui/deferred'
import { useLoadOnApproach } from '~/ui/on-approach'
import type { Prefill } from './use-prefill'
import { UnitListIsland } from './islands'
import type { UnitAction } from './unit-row'

/**
 * Server-rendered with the page; its code (the form kit, 41 KB gzip with the phone metadata) is fetched when the
 * reader nears the form, focuses or presses it, or asks about a unit, and then hydrates it (ADR 0028, 0079). The
 * detail route's loader awaits preloadUnitsCard(lang).
 */
// The form's words (`inquiryForm`) come with its code, one section per language (ADR 0110).
const inquiryFormIn = (lang: Lang) =>
  deferred(
    () => Promise.all([import('./inquiry-form'), loadMessages(lang, ['inquiryForm'])]).then(([m]) => m.InquiryForm),
    useLoadOnApproach,
  )
const INQUIRY_FORM = { pl: inquiryFormIn('pl'), en: inquiryFormIn('en') }
export const preloadUnitsCard = (lang: Lang) => INQUIRY_FORM[lang].preload()

/** What the card hands the reservation dialog it opens. */
export type ReserveDialogProps = {
  slug: string
  unit: Unit
  windowDays: number
  onClose: () => void
  // The unit list went stale (a hold made, a race lost, a price changed): the page refetches it.
  onStale: () => void
}

/**
 * "Zarezerwuj" on an available, priced unit opens the reservation dialog (issue 26), fetched on that first press.
 * "Zapytaj" (and "Zapytaj o cenę", the one action of a unit priced on request) fills in the inquiry form.
 * The dialog belongs to the reservation feature: the facility page hands its loader in (`loadReserveDialog`), so the
 * marketplace does not import it.
 */
export function UnitsCard({
  facility,
  units,
  loadReserveDialog,
}: {
  facility: Facility
  units: Unit[]
  loadReserveDialog: (lang: Lang) => Promise<ComponentType<ReserveDialogProps>>
}) {
  const t = useT()
  const lang = useLang()
  const queryClient = useQueryClient()
  const InquiryForm = INQUIRY_FORM[lang]
  const [prefill, setPrefill] = useState<Prefill>()
  const [reserving, setReserving] = useState<Unit | null>(null)
  const load = useCallback(() => loadReserveDialog(lang), [loadReserveDialog, lang])
  const ReservationDialog = useOnDemand(load, reserving !== null)
  const ask = (unit: Unit) => {
    const next = { code: unit.code, m2: unit.size.m2, label: unit.size.label, nonce: Date.now() }
    // A transition, after the form's code is in: new props must not reach the form while its server HTML still waits
    // for that code (React would drop the HTML and render it again from nothing).
    void InquiryForm.preload().then(() => startTransition(() => setPrefill(next)))
  }
  return (
    <DetailCard title={t('facilityPage.unitsTitle')} id="units-title">
      {facility.email ? null : (
        <div
          role="note"
          className={css({
            p: '4',
            mb: '5',
            borderRadius: 'md',
            bg: 'warning.50',
            color: 'warning.700',
            border: '1px solid',
            borderColor: 'accent.200',
          })}
          data-testid="no-email-warning"
        >
          <p className={css({ fontWeight: '700' })}>{t('facilityPage.noEmail')}</p>
          {facility.phone ? (
            <p
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: '2',
                rowGap: '1',
                mt: '1',
                fontSize: 'sm',
              })}
            >
              {t('facilityPage.noEmailText')}
              <a
                href={`tel:${facility.phone.replace(/\s+/g, '')}`}
                className={css({ fontWeight: '700', display: 'inline-flex', alignItems: 'center', gap: '1' })}
              >
                <PhoneIcon size={16} />
                {facility.phone}
              </a>
            </p>
          ) : null}
        </div>
      )}
      <InquiryForm slug={facility.slug} phone={facility.phone} prefill={prefill} />
      {reserving && ReservationDialog ? (
        <ReservationDialog
          slug={facility.slug}
          unit={reserving}
          windowDays={facility.reservationWindowDays}
          onClose={() => setReserving(null)}
          onStale={() => void queryClient.invalidateQueries({ queryKey: ['marketplace'] })}
        />
      ) : null}
      <h3 className={css({ fontWeight: '700', fontSize: 'lg', color: 'fg.strong', mt: '8', mb: '1' })}>
        {t('facilityPage.unitsList')}
      </h3>
      <AvailabilityFreshness updatedAt={facility.availabilityUpdatedAt ?? null} />
      {facility.reservable ? null : (
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })} data-testid="units-not-reservable">
          {t('facilityPage.notReservable')}
        </p>
      )}
      {units.some((unit) => unit.isAvailable) ? null : (
        <p className={css({ color: 'fg.muted', py: '4' })} data-testid="units-empty">
          {t('facilityPage.unitsEmpty')}
        </p>
      )}
      {units.length ? (
        // The list is a static island (ADR 0102): its buttons' clicks land here, by what they say they do.
        // biome-ignore lint/a11y/noStaticElementInteractions: no control of its own; the units' buttons take the keyboard.
        // biome-ignore lint/a11y/useKeyWithClickEvents: a button's Enter and Space arrive here as its click.
        <div onClick={(event) => unitAction(event.target, units, { reserve: setReserving, ask })}>
          <UnitListIsland units={units} reservable={facility.reservable} phone={facility.phone} />
        </div>
      ) : null}
    </DetailCard>
  )
}

/** The unit a clicked button names and what it does with it; a disabled button (an occupied unit) does nothing. */
function unitAction(target: EventTarget, units: Unit[], act: Record<UnitAction, (unit: Unit) => void>) {
  const button = target instanceof Element ? target.closest<HTMLButtonElement>('button[data-unit-action]') : null
  if (!button || button.disabled) return
  const unit = units.find((candidate) => String(candidate.id) === button.dataset.unitId)
  const what = button.dataset.unitAction as UnitAction
  if (unit && what in act) act[what](unit)
}

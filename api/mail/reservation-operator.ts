import { panelReservationPath } from '../contract/panel-paths'
import { LABELS, type ReservationFacts, day, priceLine } from './reservation-words'
import { defineTemplate, pick } from './template'

/**
 * To each panel user of the facility's company, in that user's language (issue 26): a new reservation to confirm
 * within 48 hours, or (`event: 'cancelled'`) the renter's cancellation of one, whose unit is free again. Queued with
 * Reply-To set to the renter, so a reply reaches them; the button opens the reservation in the panel.
 */
export const reservationOperator = defineTemplate<
  ReservationFacts & {
    reservationId: number
    /** Absent from mails queued before cancellations were told: a new reservation. */
    event?: 'new' | 'cancelled'
    name: string
    email: string
    phone: string
    message: string | null
  }
>({
  subject: (d, { lang }) =>
    d.event === 'cancelled'
      ? pick(lang, {
          pl: `Rezerwacja ${d.code} anulowana przez najemcę: ${d.facilityName}, ${d.unitCode}`,
          en: `Reservation ${d.code} cancelled by the renter: ${d.facilityName}, ${d.unitCode}`,
        })
      : pick(lang, {
          pl: `Nowa rezerwacja ${d.code}: ${d.facilityName}, ${d.unitCode}`,
          en: `New reservation ${d.code}: ${d.facilityName}, ${d.unitCode}`,
        }),
  blocks: (d, { lang, origin }) => {
    const w = LABELS[lang]
    const en = lang === 'en'
    const cancelled = d.event === 'cancelled'
    const lead = cancelled
      ? en
        ? `${d.name} cancelled the reservation of unit ${d.unitCode} (${d.unitLabel}) for ${day(lang, d.moveInDate)}. The unit is available to other renters again; a reply to this e-mail reaches the renter.`
        : `${d.name} anulował(a) rezerwację jednostki ${d.unitCode} (${d.unitLabel}) na ${day(lang, d.moveInDate)}. Jednostka jest znów dostępna dla innych najemców; odpowiedź na tę wiadomość trafi do najemcy.`
      : en
        ? `${d.name} reserved unit ${d.unitCode} (${d.unitLabel}) for ${day(lang, d.moveInDate)}. Confirm or decline it within 48 hours; a reply to this e-mail reaches the renter.`
        : `${d.name} zarezerwował(a) jednostkę ${d.unitCode} (${d.unitLabel}) na ${day(lang, d.moveInDate)}. Potwierdź lub odrzuć rezerwację w ciągu 48 godzin; odpowiedź na tę wiadomość trafi do najemcy.`
    return [
      {
        type: 'heading',
        text: cancelled
          ? en
            ? 'Reservation cancelled by the renter'
            : 'Najemca anulował rezerwację'
          : en
            ? 'New reservation'
            : 'Nowa rezerwacja',
      },
      { type: 'paragraph', text: lead },
      {
        type: 'facts',
        rows: [
          [w.code, d.code],
          [en ? 'Renter' : 'Najemca', `${d.name} <${d.email}>`],
          [en ? 'Phone' : 'Telefon', d.phone],
          [w.moveIn, day(lang, d.moveInDate)],
          [w.price, priceLine(lang, d.priceMonthly)],
          [en ? 'Message' : 'Wiadomość', d.message],
        ],
      },
      {
        type: 'button',
        label: en ? 'Open the reservation' : 'Otwórz rezerwację',
        href: `${origin}${panelReservationPath(lang, d.reservationId)}`,
      },
    ]
  },
})

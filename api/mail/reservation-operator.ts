import { panelReservationPath } from '../contract/panel-paths'
import { LABELS, type ReservationFacts, day, priceLine, unitSize } from './reservation-words'
import { defineTemplate } from './template'

/**
 * What the notice reports: a new reservation, the renter's cancellation, a hold that ran out, the platform's cancel,
 * or a hold cancelled because its renter erased their data (issue 40: the notice then names nobody).
 */
export type OperatorEvent = 'new' | 'cancelled' | 'expired' | 'cancelled_by_platform' | 'erased'

type Facts = ReservationFacts & {
  reservationId: number
  /** Absent from mails queued before cancellations were told: a new reservation. */
  event?: OperatorEvent
  /** False for the facility's contact address, which has no panel to open; absent (older mails): a panel user. */
  withPanel?: boolean
  name: string
  email: string
  phone: string
  message: string | null
}

const SUBJECT = {
  pl: {
    new: 'Nowa rezerwacja {code}',
    cancelled: 'Rezerwacja {code} anulowana przez najemcę',
    expired: 'Rezerwacja {code} wygasła',
    cancelled_by_platform: 'Rezerwacja {code} anulowana przez zespół serwisu',
    erased: 'Rezerwacja {code} anulowana: najemca usunął swoje dane',
  },
  en: {
    new: 'New reservation {code}',
    cancelled: 'Reservation {code} cancelled by the renter',
    expired: 'Reservation {code} has expired',
    cancelled_by_platform: 'Reservation {code} cancelled by the platform team',
    erased: 'Reservation {code} cancelled: the renter erased their data',
  },
} satisfies Record<'pl' | 'en', Record<OperatorEvent, string>>

const HEADING = {
  pl: {
    new: 'Nowa rezerwacja',
    cancelled: 'Najemca anulował rezerwację',
    expired: 'Rezerwacja wygasła',
    cancelled_by_platform: 'Zespół serwisu anulował rezerwację',
    erased: 'Usunięte na prośbę użytkownika',
  },
  en: {
    new: 'New reservation',
    cancelled: 'Reservation cancelled by the renter',
    expired: 'Reservation expired',
    cancelled_by_platform: 'Reservation cancelled by the platform team',
    erased: "Deleted at the user's request",
  },
} satisfies Record<'pl' | 'en', Record<OperatorEvent, string>>

function lead(d: Facts, lang: 'pl' | 'en', event: OperatorEvent): string {
  const unit = `${d.unitCode} (${unitSize(lang, d.unitLabel)})`
  const when = day(lang, d.moveInDate)
  if (event === 'erased')
    return lang === 'en'
      ? `The renter asked us to erase their data, so the reservation of unit ${unit} for ${when} is cancelled and the unit is available to other renters again. The panel keeps the reservation without the renter's details.`
      : `Najemca poprosił o usunięcie swoich danych, więc rezerwacja jednostki ${unit} na ${when} została anulowana, a jednostka jest znów dostępna dla innych najemców. Panel zachowuje rezerwację bez danych najemcy.`
  if (lang === 'en') {
    const reply = 'a reply to this e-mail reaches the renter.'
    if (event === 'cancelled')
      return `${d.name} cancelled the reservation of unit ${unit} for ${when}. The unit is available to other renters again; ${reply}`
    if (event === 'expired')
      return `The hold on unit ${unit} for ${d.name} ended on ${day(lang, d.holdUntil)} without a move-in, so the unit is available to other renters again. The renter has been told; ${reply}`
    if (event === 'cancelled_by_platform')
      return `The platform team cancelled ${d.name}'s reservation of unit ${unit} for ${when}. The unit is available to other renters again; ${reply}`
    return d.withPanel === false
      ? `${d.name} reserved unit ${unit} for ${when}. Please call or reply to the renter within 48 hours to confirm; ${reply}`
      : `${d.name} reserved unit ${unit} for ${when}. Confirm or decline it within 48 hours; ${reply}`
  }
  const reply = 'odpowiedź na tę wiadomość trafi do najemcy.'
  if (event === 'cancelled')
    return `${d.name} anulował(a) rezerwację jednostki ${unit} na ${when}. Jednostka jest znów dostępna dla innych najemców; ${reply}`
  if (event === 'expired')
    return `Rezerwacja jednostki ${unit} dla: ${d.name} minęła ${day(lang, d.holdUntil)} bez wprowadzenia, więc jednostka jest znów dostępna dla innych najemców. Najemca został o tym poinformowany; ${reply}`
  if (event === 'cancelled_by_platform')
    return `Zespół serwisu anulował rezerwację jednostki ${unit} na ${when} (najemca: ${d.name}). Jednostka jest znów dostępna dla innych najemców; ${reply}`
  return d.withPanel === false
    ? `${d.name} zarezerwował(a) jednostkę ${unit} na ${when}. Zadzwoń do najemcy lub odpowiedz mu w ciągu 48 godzin, aby potwierdzić rezerwację; ${reply}`
    : `${d.name} zarezerwował(a) jednostkę ${unit} na ${when}. Potwierdź lub odrzuć rezerwację w ciągu 48 godzin; ${reply}`
}

/**
 * To the facility's contact address and each panel user of its company, each in its language (issue 26, issue
 * 39, ADR 0085): a new reservation to confirm within 48 hours, the renter's cancellation, a hold that expired, or
 * the platform's cancellation. Queued with Reply-To set to the renter, so a reply reaches them; a panel user's
 * button opens the reservation in the panel.
 */
export const reservationOperator = defineTemplate<Facts>({
  subject: (d, { lang }) =>
    `${SUBJECT[lang][d.event ?? 'new'].replace('{code}', d.code)}: ${d.facilityName}, ${d.unitCode}`,
  blocks: (d, { lang, origin }) => {
    const w = LABELS[lang]
    const en = lang === 'en'
    const event = d.event ?? 'new'
    return [
      { type: 'heading', text: HEADING[lang][event] },
      { type: 'paragraph', text: lead(d, lang, event) },
      {
        type: 'facts',
        rows: [
          [w.code, d.code],
          [en ? 'Renter' : 'Najemca', d.email ? `${d.name} <${d.email}>` : null],
          [en ? 'Phone' : 'Telefon', d.phone],
          [w.moveIn, day(lang, d.moveInDate)],
          [w.price, priceLine(lang, d.priceMonthly)],
          [en ? 'Message' : 'Wiadomość', d.message],
        ],
      },
      ...(d.withPanel === false
        ? []
        : [
            {
              type: 'button' as const,
              label: en ? 'Open the reservation' : 'Otwórz rezerwację',
              href: `${origin}${panelReservationPath(lang, d.reservationId)}`,
            },
          ]),
    ]
  },
})

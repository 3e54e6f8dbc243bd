import { ALERT_PATHS } from '../contract/alert-paths'
import type { ReservationStatus } from '../contract/reservation-values'
import { LABELS, type ReservationFacts, STATUS_WORDS, factRows } from './reservation-words'
import { defineTemplate, pick } from './template'

const BODY = {
  pl: {
    unconfirmed: '',
    pending: '',
    confirmed: 'Operator potwierdził Twoją rezerwację. Jednostka czeka na Ciebie w dniu wprowadzenia.',
    moved_in: 'Witamy! Operator zapisał Twoje wprowadzenie. Dziękujemy za skorzystanie z rezerwacji.',
    no_show: 'Operator zapisał, że nie pojawiłeś(-aś) się w dniu wprowadzenia. Jednostka została zwolniona.',
    cancelled: 'Rezerwacja została anulowana, a jednostka zwolniona.',
    expired: 'Czas rezerwacji minął, a jednostka została zwolniona.',
  },
  en: {
    unconfirmed: '',
    pending: '',
    confirmed: 'The operator has confirmed your reservation. The unit is waiting for you on move-in day.',
    moved_in: 'Welcome! The operator has recorded your move-in. Thank you for reserving with us.',
    no_show: 'The operator recorded that you did not come on move-in day. The unit has been released.',
    cancelled: 'The reservation has been cancelled and the unit released.',
    expired: 'The reservation has expired and the unit has been released.',
  },
} satisfies Record<'pl' | 'en', Record<ReservationStatus, string>>

/** A hold that ended without the renter's doing leads back to the facility, to reserve again or ask. */
const BACK_TO_FACILITY = { pl: 'Zobacz wolne jednostki w obiekcie', en: 'See the facility’s free units' }
const leadsBack = (status: ReservationStatus) => status === 'expired' || status === 'cancelled'

/**
 * To the renter on every status change (issue 26), with the operator's reason; while active, the cancel link; when
 * the hold expired or was cancelled, a link back to the facility (issue 39).
 */
export const reservationStatus = defineTemplate<
  ReservationFacts & {
    status: ReservationStatus
    reason: string | null
    cancelPath: string | null
    /** Absent from mails queued before issue 39. */
    facilitySlug?: string
  }
>({
  subject: (d, { lang }) =>
    pick(lang, {
      pl: `Rezerwacja ${d.code}: ${STATUS_WORDS.pl[d.status]}`,
      en: `Reservation ${d.code}: ${STATUS_WORDS.en[d.status]}`,
    }),
  blocks: (d, { lang, origin }) => [
    { type: 'heading', text: `${d.code}: ${STATUS_WORDS[lang][d.status]}` },
    { type: 'paragraph', text: BODY[lang][d.status] },
    { type: 'facts', rows: [...factRows(lang, d), [LABELS[lang].reason, d.reason]] },
    ...(d.cancelPath ? [{ type: 'link' as const, label: LABELS[lang].cancel, href: `${origin}${d.cancelPath}` }] : []),
    ...(d.facilitySlug && leadsBack(d.status)
      ? [
          {
            type: 'link' as const,
            label: BACK_TO_FACILITY[lang],
            href: `${origin}${ALERT_PATHS.facility[lang]}/${encodeURIComponent(d.facilitySlug)}`,
          },
        ]
      : []),
  ],
})

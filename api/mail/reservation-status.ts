import type { ReservationStatus } from '../contract/reservation-values'
import { LABELS, type ReservationFacts, STATUS_WORDS, factRows } from './reservation-words'
import { defineTemplate, pick } from './template'

const BODY = {
  pl: {
    pending: '',
    confirmed: 'Operator potwierdził Twoją rezerwację. Jednostka czeka na Ciebie w dniu wprowadzenia.',
    moved_in: 'Witamy! Operator zapisał Twoje wprowadzenie. Dziękujemy za skorzystanie z rezerwacji.',
    no_show: 'Operator zapisał, że nie pojawiłeś(-aś) się w dniu wprowadzenia. Jednostka została zwolniona.',
    cancelled: 'Rezerwacja została anulowana, a jednostka zwolniona.',
    expired: 'Czas rezerwacji minął, a jednostka została zwolniona.',
  },
  en: {
    pending: '',
    confirmed: 'The operator has confirmed your reservation. The unit is waiting for you on move-in day.',
    moved_in: 'Welcome! The operator has recorded your move-in. Thank you for reserving with us.',
    no_show: 'The operator recorded that you did not come on move-in day. The unit has been released.',
    cancelled: 'The reservation has been cancelled and the unit released.',
    expired: 'The reservation has expired and the unit has been released.',
  },
} satisfies Record<'pl' | 'en', Record<ReservationStatus, string>>

/** To the renter on every status change (issue 26), with the operator's reason; while active, the cancel link. */
export const reservationStatus = defineTemplate<
  ReservationFacts & { status: ReservationStatus; reason: string | null; cancelPath: string | null }
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
  ],
})

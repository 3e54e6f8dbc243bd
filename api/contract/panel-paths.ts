import type { Lang } from '@kernel/lang'

/**
 * Public segments of the operator panel's pages, per language. Schema-free on purpose: the route table (every
 * page's first load, ADR 0022) reads them, and the API builds the panel links in its e-mails from them without
 * importing the app (ADR 0018), so both spell the paths from this one place.
 */
export const PANEL_SEGMENTS = {
  panel: { pl: 'panel-operatora', en: 'panel' },
  panelInquiries: { pl: 'panel-operatora/zapytania', en: 'panel/inquiries' },
  panelAvailability: { pl: 'panel-operatora/dostepnosc', en: 'panel/availability' },
  panelReservations: { pl: 'panel-operatora/rezerwacje', en: 'panel/reservations' },
  panelListing: { pl: 'panel-operatora/profil-obiektu', en: 'panel/facility-profile' },
  panelReviews: { pl: 'panel-operatora/opinie', en: 'panel/reviews' },
  // Issue 42: the operator adds a facility (a draft) here; verification is the verify42 part's page.
  panelNewFacility: { pl: 'panel-operatora/nowy-obiekt', en: 'panel/new-facility' },
  // Issue 42: the company's check against the public registers (onboarding's checklist links here).
  panelVerification: { pl: 'panel-operatora/weryfikacja', en: 'panel/verification' },
} as const satisfies Record<string, Record<Lang, string>>

/** Path of one reservation in the panel, as localizedPath('panelReservations', lang, id) spells it. */
export const panelReservationPath = (lang: Lang, id: number) =>
  `/${lang}/${PANEL_SEGMENTS.panelReservations[lang]}/${id}`

/**
 * The renter's pages: the scanner-safe cancel page (code and token travel in the fragment, read only by the page's
 * script, like the newsletter's links) and "Moje rezerwacje".
 */
export const RENTER_SEGMENTS = {
  reservation: { pl: 'rezerwacja', en: 'reservation' },
  myReservations: { pl: 'moje-rezerwacje', en: 'my-reservations' },
} as const satisfies Record<string, Record<Lang, string>>

export const reservationCancelPath = (lang: Lang, code: string, token: string) =>
  `/${lang}/${RENTER_SEGMENTS.reservation[lang]}#code=${code}&token=${token}`

/** Path of one inquiry in the panel, as localizedPath('panelInquiries', lang, id) spells it. */
export const panelInquiryPath = (lang: Lang, id: number) => `/${lang}/${PANEL_SEGMENTS.panelInquiries[lang]}/${id}`

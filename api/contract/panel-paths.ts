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
  panelListing: { pl: 'panel-operatora/profil-obiektu', en: 'panel/facility-profile' },
} as const satisfies Record<string, Record<Lang, string>>

/** Path of one inquiry in the panel, as localizedPath('panelInquiries', lang, id) spells it. */
export const panelInquiryPath = (lang: Lang, id: number) => `/${lang}/${PANEL_SEGMENTS.panelInquiries[lang]}/${id}`

import { loadMessages } from '~/i18n'
import type { Lang } from '@kernel/lang'

/** The dialog's code and its dictionary, fetched together when "Rezerwuj" is first pressed (ADR 0028). */
export const loadReservationDialog = (lang: Lang) =>
  Promise.all([import('./reservation-dialog'), loadMessages(lang, ['reservation'])]).then(([m]) => m.ReservationDialog)

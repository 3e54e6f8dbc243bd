/**
 * Calendar dates (YYYY-MM-DD) as the renter and the operator see them: in Poland. A move-in day is a day in
 * the site's time zone (TIME_ZONE) whatever the server's clock zone, so "today" is asked of Intl, never of UTC.
 */
import { TIME_ZONE } from './lang'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** en-CA formats as YYYY-MM-DD. */
const todayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

export const businessToday = (nowMs = Date.now()): string => todayFormat.format(new Date(nowMs))

/** A real calendar day in the given form: 2026-02-30 and 2026-13-01 are not. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Day arithmetic on the calendar (UTC noon-free: whole days only). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

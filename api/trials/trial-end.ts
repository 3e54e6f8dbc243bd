import { TIME_ZONE } from '@kernel/lang'

// 'en-CA' formats a date as YYYY-MM-DD.
const polishDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Polish calendar date of an instant, "YYYY-MM-DD". */
const polishDate = (at: Date) => polishDay.format(at)

/** The last millisecond of a Polish calendar day: 23:59:59.999 in Warsaw, whichever of CET or CEST holds that day. */
function endOfPolishDay(date: string): string {
  for (const utcHour of ['22', '21']) {
    const at = new Date(`${date}T${utcHour}:59:59.999Z`)
    if (polishDate(at) === date) return at.toISOString()
  }
  throw new Error(`No end found for ${date}`)
}

/**
 * A trial's end, `days` calendar days after the Polish day of `from`, at that day's last moment in Polish time.
 * Every screen and mail names the end by its day ("trwa do 28 grudnia", "After that day the panel is read-only"),
 * so the whole named day must still be in the trial (issue 42's promise). Calendar days, not 24-hour steps: a change
 * of clocks in between does not move the end onto the next day.
 */
export function trialEnd(from: Date, days: number): string {
  const day = new Date(`${polishDate(from)}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return endOfPolishDay(day.toISOString().slice(0, 10))
}

import { addDays, businessToday } from '@kernel/calendar-date'

/** The last millisecond of a Polish calendar day: 23:59:59.999 in Warsaw, whichever of CET or CEST holds that day. */
function endOfPolishDay(date: string): string {
  for (const utcHour of ['22', '21']) {
    const at = new Date(`${date}T${utcHour}:59:59.999Z`)
    if (businessToday(at.getTime()) === date) return at.toISOString()
  }
  throw new Error(`No end found for ${date}`)
}

/**
 * A trial's end, `days` calendar days after the Polish day of `from`, at that day's last moment in Polish time.
 * Every screen and mail names the end by its day ("trwa do 28 grudnia", "After that day the panel is read-only"),
 * so the whole named day must still be in the trial (issue 42's promise). Calendar days, not 24-hour steps: a change
 * of clocks in between does not move the end onto the next day.
 */
export const trialEnd = (from: Date, days: number): string =>
  endOfPolishDay(addDays(businessToday(from.getTime()), days))

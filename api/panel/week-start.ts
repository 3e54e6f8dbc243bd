import { TIME_ZONE } from '@kernel/lang'

// The operators' week is Poland's: it starts on Monday at midnight in Warsaw, not in UTC.
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  timeZoneName: 'longOffset',
})

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

function warsaw(instant: Date) {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(instant).find((part) => part.type === type)?.value ?? ''
  // "GMT+01:00" / "GMT+02:00" (and plain "GMT" would mean +00:00).
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(get('timeZoneName'))
  const offsetMinutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    offsetMinutes,
  }
}

/** Monday 00:00 in Warsaw of the week holding `now`, as an ISO instant in UTC (how timestamps are stored). */
export function weekStart(now = new Date()): string {
  const local = warsaw(now)
  const mondayAsUtc = Date.UTC(local.year, local.month - 1, local.day - local.weekday)
  // The offset at Monday midnight can differ from now's when the clocks changed on the Sunday in between.
  const guess = mondayAsUtc - local.offsetMinutes * 60_000
  return new Date(mondayAsUtc - warsaw(new Date(guess)).offsetMinutes * 60_000).toISOString()
}

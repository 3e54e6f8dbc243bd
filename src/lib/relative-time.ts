import { LOCALES, type Lang } from '@kernel/lang'

/** Spans of time, `(lang, value)` like every formatter in ./datetime.ts. */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/**
 * "2 dni temu" / "2 days ago" with Intl.RelativeTimeFormat: the largest whole unit, days at most (a freshness line
 * is about days, not months). Under a minute is "teraz" / "now". numeric 'always', so Polish says "2 dni temu", not
 * "przedwczoraj".
 */
export function relativeTime(lang: Lang, iso: string, now = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat(lang, 'always').format(Math.trunc(seconds / size), unit)
  }
  return relativeFormat(lang, 'auto').format(0, 'second')
}

// Built once per language and style: the facility page renders this line on every request.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()
function relativeFormat(lang: Lang, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${lang}:${numeric}`
  let format = relativeFormats.get(key)
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric })
    relativeFormats.set(key, format)
  }
  return format
}

/** A duration in the largest sensible unit ("3 godziny", "45 minutes"), for the median response time. */
export function formatDuration(lang: Lang, minutes: number): string {
  const [value, unit] =
    minutes >= 2 * 1440
      ? [Math.round(minutes / 1440), 'day']
      : minutes >= 120
        ? [Math.round(minutes / 60), 'hour']
        : [Math.max(1, Math.round(minutes)), 'minute']
  return new Intl.NumberFormat(LOCALES[lang], { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

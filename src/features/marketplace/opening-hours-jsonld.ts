import { DAY_CODES, type WeekHours } from '@api/contract/listing-values'

const SCHEMA_DAYS = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
} as const

/**
 * schema.org openingHoursSpecification: days with the same times share one entry (Mon–Fri 08:00–20:00 is one
 * object, not five). 24:00 is written 23:59, the form search engines document for "until midnight".
 */
export function openingHoursSpecification(hours: WeekHours | null) {
  if (!hours) return []
  const groups = new Map<string, string[]>()
  for (const day of DAY_CODES) {
    const h = hours[day]
    if (!h) continue
    const key = `${h.opens}-${h.closes}`
    groups.set(key, [...(groups.get(key) ?? []), SCHEMA_DAYS[day]])
  }
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split('-') as [string, string]
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((d) => `https://schema.org/${d}`),
      opens,
      closes: closes === '24:00' ? '23:59' : closes,
    }
  })
}

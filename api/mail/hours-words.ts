import type { Lang } from '@kernel/lang'
import { DAY_CODES, type DayCode, type DayHours, type WeekHours } from '../contract/listing-values'

/** The facility page's words for days and hours (src/i18n/{pl,en}/marketplace.ts, detail.days), for mail. */
const WORDS = {
  pl: {
    days: { mo: 'pon.', tu: 'wt.', we: 'śr.', th: 'czw.', fr: 'pt.', sa: 'sob.', su: 'niedz.' },
    daily: 'codziennie',
    closed: 'zamknięte',
    allDay: 'całą dobę',
    always: 'całą dobę, 7 dni w tygodniu',
  },
  en: {
    days: { mo: 'Mon', tu: 'Tue', we: 'Wed', th: 'Thu', fr: 'Fri', sa: 'Sat', su: 'Sun' },
    daily: 'daily',
    closed: 'closed',
    allDay: 'open 24 hours',
    always: 'open 24/7',
  },
} satisfies Record<
  Lang,
  { days: Record<DayCode, string>; daily: string; closed: string; allDay: string; always: string }
>

const hoursText = (lang: Lang, h: DayHours) =>
  !h ? WORDS[lang].closed : h.opens === '00:00' && h.closes === '24:00' ? WORDS[lang].allDay : `${h.opens}–${h.closes}`

/**
 * A week of hours on one line, Monday first, days in a row with the same hours joined: "pon.–pt. 08:00–18:00;
 * sob. 09:00–14:00; niedz. zamknięte", or "codziennie 06:00–22:00" when every day is the same.
 */
export function weekLine(lang: Lang, week: WeekHours): string {
  const runs: { from: DayCode; to: DayCode; text: string }[] = []
  for (const day of DAY_CODES) {
    const text = hoursText(lang, week[day] ?? null)
    const last = runs.at(-1)
    if (last?.text === text) last.to = day
    else runs.push({ from: day, to: day, text })
  }
  const days = WORDS[lang].days
  const only = runs.length === 1 ? runs[0]!.text : null
  if (only === WORDS[lang].allDay) return WORDS[lang].always
  if (only !== null) return `${WORDS[lang].daily} ${only}`
  return runs.map((r) => `${r.from === r.to ? days[r.from] : `${days[r.from]}–${days[r.to]}`} ${r.text}`).join('; ')
}

import { LOCALES, type Lang } from '@kernel/lang'

/**
 * Polish needs the locative after "w" ("w Krakowie", "we Wrocławiu"); no gazetteer holds it, so the cities we
 * link to by name have theirs here and any other town reads "w miejscowości X", which is always correct.
 */
const LOCATIVE: Record<string, string> = {
  Warszawa: 'w Warszawie',
  Kraków: 'w Krakowie',
  Łódź: 'w Łodzi',
  Wrocław: 'we Wrocławiu',
  Poznań: 'w Poznaniu',
  Gdańsk: 'w Gdańsku',
  Gdynia: 'w Gdyni',
  Szczecin: 'w Szczecinie',
  Bydgoszcz: 'w Bydgoszczy',
  Toruń: 'w Toruniu',
  Lublin: 'w Lublinie',
  Białystok: 'w Białymstoku',
  Katowice: 'w Katowicach',
  Częstochowa: 'w Częstochowie',
  Rzeszów: 'w Rzeszowie',
  Kielce: 'w Kielcach',
  Olsztyn: 'w Olsztynie',
  Jawczyce: 'w Jawczycach',
  Sopot: 'w Sopocie',
  Radom: 'w Radomiu',
  Gliwice: 'w Gliwicach',
  Zabrze: 'w Zabrzu',
  Opole: 'w Opolu',
  'Bielsko-Biała': 'w Bielsku-Białej',
  'Zielona Góra': 'w Zielonej Górze',
  'Gorzów Wielkopolski': 'w Gorzowie Wielkopolskim',
  Piaseczno: 'w Piasecznie',
}

/** "w Krakowie" / "in Kraków". */
export function inCity(lang: Lang, name: string): string {
  if (lang === 'en') return `in ${name}`
  return LOCATIVE[name] ?? `w miejscowości ${name}`
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const TIME_ZONE = 'Europe/Warsaw'
const formats = new Map<string, Intl.DateTimeFormat>()
function format(lang: Lang, kind: 'month' | 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`
  let f = formats.get(key)
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'month'
        ? { month: 'long', year: 'numeric' }
        : kind === 'date'
          ? { dateStyle: 'long' }
          : { dateStyle: 'long', timeStyle: 'short' }
    f = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: TIME_ZONE })
    formats.set(key, f)
  }
  return f
}

/** "listopad 2026" / "November 2026": the month the numbers were computed in, Polish time. */
export const monthLabel = (lang: Lang, iso: string) => format(lang, 'month').format(new Date(iso))
/** "22 listopada 2026" */
export const dateLabel = (lang: Lang, iso: string) => format(lang, 'date').format(new Date(iso))
/** "22 listopada 2026 22:16" */
export const timeLabel = (lang: Lang, iso: string) => format(lang, 'time').format(new Date(iso))

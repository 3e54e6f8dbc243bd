import type { Lang } from '@kernel/lang'

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

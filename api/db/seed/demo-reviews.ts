/**
 * An honest demo (issue 43): every rating the demo shows comes from reviews, and every review from a reservation the
 * operator marked moved in. A rated demo facility gets 2 to 6 such stays, each with its review; the scores are picked
 * so their mean is near the facility's `rating` in the demo data, which is now only that target. Pure and
 * deterministic, like the rest of the seed data: the same facility gets the same stays and words every time.
 */

export type DemoStay = {
  /** RESERVATION_CODE's shape, `RVWA-2345`, unique per facility and stay. */
  code: string
  name: string
  email: string
  lang: 'pl' | 'en'
  /** Days before the seed's run. */
  movedInDaysAgo: number
  reviewedDaysAgo: number
  score: number
  aspects: { cleanliness: number | null; access: number | null; staff: number | null; value: number | null }
  body: string
  author: string
  reply: string | null
}

const TEXTS: Record<'great' | 'good' | 'mixed' | 'poor', readonly { pl: string; en: string }[]> = {
  great: [
    {
      pl: 'Boks czysty i suchy, wjazd pod same drzwi. Obsługa pomogła z wózkiem, a kod do bramy działał od pierwszego dnia.',
      en: 'Clean and dry unit, you can drive right up to the door. Staff helped with a trolley and the gate code worked from day one.',
    },
    {
      pl: 'Wszystko zgodnie z opisem na stronie. Cena taka, jak przy rezerwacji, bez dodatkowych opłat. Polecam.',
      en: 'Everything as described on the page. The price was the one I reserved at, with no extra fees. Recommended.',
    },
    {
      pl: 'Przechowujemy meble na czas remontu. Dostęp całą dobę bardzo się przydał, monitoring daje spokój.',
      en: 'We keep our furniture here during the renovation. Round-the-clock access came in handy, and the cameras give peace of mind.',
    },
  ],
  good: [
    {
      pl: 'Dobry magazyn w rozsądnej cenie. Winda towarowa czasem zajęta w sobotę rano, ale poza tym bez zastrzeżeń.',
      en: 'Good storage at a fair price. The goods lift is sometimes busy on Saturday mornings, otherwise no complaints.',
    },
    {
      pl: 'Szybka rezerwacja i sprawne wprowadzenie. Korytarze mogłyby być lepiej oświetlone.',
      en: 'Quick reservation and a smooth move-in. The corridors could be better lit.',
    },
  ],
  mixed: [
    {
      pl: 'Boks w porządku, ale parking przed wejściem często zastawiony. Na odpowiedź na maila czekałem dwa dni.',
      en: 'The unit is fine, but the parking in front is often blocked. I waited two days for a reply to my e-mail.',
    },
  ],
  poor: [
    {
      pl: 'Przy wprowadzeniu boks nie był posprzątany i musiałem poczekać godzinę na obsługę. Później już bez problemów.',
      en: 'The unit had not been cleaned when I moved in, and I waited an hour for staff. No problems after that.',
    },
  ],
}

const PEOPLE = [
  ['Anna', 'Kowalska'],
  ['Piotr', 'Nowak'],
  ['Katarzyna', 'Wiśniewska'],
  ['Tomasz', 'Wójcik'],
  ['Magdalena', 'Kamińska'],
  ['Michał', 'Lewandowski'],
  ['Agnieszka', 'Zielińska'],
  ['Paweł', 'Szymański'],
  ['John', 'Smith'],
  ['Ewa', 'Dąbrowska'],
  ['Krzysztof', 'Kozłowski'],
  ['Joanna', 'Jankowska'],
] as const

const REPLIES = {
  pl: 'Dziękujemy za opinię! Przekazaliśmy uwagi zespołowi na miejscu.',
  en: 'Thank you for your review! We have passed your comments on to the team on site.',
}

/** Letters and digits of RESERVATION_CODE (no 0/O, 1/I/L). */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ'
const CODE_DIGITS = '23456789'

/** Scores whose mean rounds near `target`: the total the target asks for, spread as evenly as whole stars allow. */
export function scoresFor(target: number, count: number): number[] {
  const total = Math.min(5 * count, Math.max(count, Math.round(target * count)))
  const base = Math.floor(total / count)
  return Array.from({ length: count }, (_, k) => (k < total - base * count ? base + 1 : base))
}

const bucketOf = (score: number) => (score >= 5 ? 'great' : score === 4 ? 'good' : score === 3 ? 'mixed' : 'poor')

/** The stays behind a demo facility's rating: none for an unrated one. */
export function demoStays(facilityId: number, target: number): DemoStay[] {
  if (!(target > 0)) return []
  const count = 2 + (facilityId % 5)
  return scoresFor(target, count).map((score, k) => {
    const [first, last] = PEOPLE[(facilityId * 3 + k) % PEOPLE.length]!
    const lang = first === 'John' ? 'en' : 'pl'
    const texts = TEXTS[bucketOf(score)]
    const text = texts[(facilityId + k) % texts.length]!
    const movedInDaysAgo = 40 + k * 37 + (facilityId % 11)
    const n = facilityId * 10 + k
    return {
      code: `RV${CODE_LETTERS[Math.floor(n / 23) % 23]}${CODE_LETTERS[n % 23]}-${[3, 2, 1, 0].map((i) => CODE_DIGITS[Math.floor(n / 8 ** i) % 8]).join('')}`,
      name: `${first} ${last}`,
      email:
        `${first}.${last}.${facilityId}`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z.0-9]/g, '') + '@example.pl',
      lang,
      movedInDaysAgo,
      reviewedDaysAgo: movedInDaysAgo - 8 - (k % 5),
      score,
      aspects: {
        cleanliness: k % 2 === 0 ? score : null,
        access: k % 3 === 0 ? Math.min(5, score + 1) : null,
        staff: k % 2 === 0 ? score : null,
        value: k % 4 === 0 ? Math.max(1, score - 1) : null,
      },
      body: text[lang],
      author: `${first} ${last[0]}.`,
      // The operator answers the critical ones, as operators do.
      reply: score <= 3 ? REPLIES[lang] : null,
    }
  })
}

import { mailbox } from '@kernel/brand'
import { LOCALES, TIME_ZONE, type Lang } from '@kernel/lang'
import { PANEL_SEGMENTS } from '../contract/panel-paths'
import { defineTemplate } from './template'

/** The trial's last day as people in Poland read it (the trial ends at an instant; the day is the Polish one). */
const endDay = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(iso))

/**
 * To the trial company's panel users, 7 days and 1 day before the trial ends (issue 42), in each user's language:
 * when it ends, what happens then (the panel turns read-only, inquiries and reservations still answered), and
 * how to continue (sales).
 */
export const trialReminder = defineTemplate<{ days: 7 | 1; endsAt: string; companyName: string }>({
  subject: ({ days }, { lang, brand }) =>
    lang === 'en'
      ? `Your ${brand.name} trial ends in ${days === 1 ? '1 day' : `${days} days`}`
      : `Okres próbny ${brand.name} kończy się za ${days === 1 ? '1 dzień' : `${days} dni`}`,
  blocks: (d, { lang, origin, brand }) => {
    // The sales mailbox on the brand's own domain (a rebrand moves it).
    const sales = mailbox('sprzedaz', brand)
    const panel = `${origin}/${lang}/${PANEL_SEGMENTS.panel[lang]}`
    const ends = endDay(lang, d.endsAt)
    return lang === 'en'
      ? [
          { type: 'heading', text: `The trial of ${d.companyName} ends on ${ends}` },
          {
            type: 'paragraph',
            text: 'After that day the panel is read-only: you can still answer inquiries and move reservations, but not change facilities, units, prices or photos.',
          },
          { type: 'paragraph', text: `To keep everything working, write to our sales team: ${sales}.` },
          { type: 'button', label: 'Open the panel', href: panel },
        ]
      : [
          { type: 'heading', text: `Okres próbny ${d.companyName} kończy się ${ends}` },
          {
            type: 'paragraph',
            text: 'Po tym dniu panel będzie tylko do odczytu: nadal odpowiesz na zapytania i obsłużysz rezerwacje, ale nie zmienisz obiektów, boksów, cen ani zdjęć.',
          },
          { type: 'paragraph', text: `Aby dalej korzystać ze wszystkiego, napisz do działu sprzedaży: ${sales}.` },
          { type: 'button', label: 'Otwórz panel', href: panel },
        ]
  },
})

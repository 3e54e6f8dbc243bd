import { BLOG_SLUGS } from './slugs'
import type { ArticleMeta } from './types'

export const meta: ArticleMeta = {
  id: 'self-storage-trends-2026',
  slugs: BLOG_SLUGS['self-storage-trends-2026'],
  title: {
    pl: 'Trendy w self storage 2025–2026: jak technologia zmienia wynajem boksów',
    en: 'Self-storage trends 2025–2026: how technology is reshaping unit rentals',
  },
  excerpt: {
    pl: 'Rezerwacje online, e-umowy, płatności cykliczne, inteligentne zamki i dynamiczne ceny – przegląd trendów, które zmieniają polski rynek self storage.',
    en: 'Online booking, e-contracts, recurring payments, smart locks and dynamic pricing: the trends reshaping the Polish self-storage market in 2025–2026.',
  },
  cover: {
    src: '/images/blog/self-storage-trends-2026-cover.svg',
    alt: {
      pl: 'Ilustracja obiektu self storage z rzędem drzwi boksów, wykresem wzrostu, kłódką cyfrową i kalendarzem',
      en: 'Illustration of a self-storage facility with a row of unit doors, a growth chart, a digital lock and a calendar',
    },
    width: 1200,
    height: 630,
  },
  date: '2026-03-12',
  tags: {
    pl: ['trendy', 'self storage', 'technologia', 'rynek'],
    en: ['trends', 'self storage', 'technology', 'market'],
  },
  author: {
    name: 'Magdalena Wiśniewska',
    role: {
      pl: 'Analityczka rynku self storage',
      en: 'Self-storage market analyst',
    },
    avatar: '/images/blog/avatar-magdalena-wisniewska.svg',
  },
  section: {
    pl: 'Trendy rynkowe',
    en: 'Market trends',
  },
  keywords: {
    pl: [
      'trendy self storage 2026',
      'self storage Polska',
      'rezerwacja boksu online',
      'e-umowa najmu boksu',
      'inteligentne zamki',
      'dynamiczne ceny',
    ],
    en: [
      'self-storage trends 2026',
      'self storage Poland',
      'online storage booking',
      'storage e-contract',
      'smart locks',
      'dynamic pricing',
    ],
  },
  minutes: { pl: 8, en: 10 },
}

import { BLOG_SLUGS } from './slugs'
import type { ArticleMeta } from './types'

export const meta: ArticleMeta = {
  id: 'automation-for-operators',
  slugs: BLOG_SLUGS['automation-for-operators'],
  title: {
    pl: 'Automatyzacja obiektu self storage: praktyczny przewodnik dla operatorów',
    en: 'Automating a self-storage facility: a practical guide for operators',
  },
  excerpt: {
    pl: 'Jak krok po kroku zautomatyzować faktury, płatności cykliczne, windykację, dostęp przez inteligentne zamki, dynamiczne ceny i raporty – bez utraty kontroli.',
    en: 'How to automate invoicing, recurring payments, dunning, smart-lock access, dynamic pricing and reporting step by step – without losing control.',
  },
  cover: {
    src: '/images/blog/automation-for-operators-cover.svg',
    alt: {
      pl: 'Ilustracja automatyzacji obiektu self storage: drzwi boksów, kłódka z kodem, faktura z symbolem odświeżania i koła zębate',
      en: 'Illustration of self-storage automation: unit doors, a keypad lock, an invoice with a repeat symbol and gears',
    },
    width: 1200,
    height: 630,
  },
  date: '2026-06-04',
  tags: {
    pl: ['automatyzacja', 'operacje', 'płatności', 'kontrola dostępu', 'dynamiczne ceny'],
    en: ['automation', 'operations', 'payments', 'access control', 'dynamic pricing'],
  },
  author: {
    name: 'Tomasz Kaczmarek',
    role: {
      pl: 'Konsultant ds. operacji self storage',
      en: 'Self-storage operations consultant',
    },
    avatar: '/images/blog/avatar-tomasz-kaczmarek.svg',
  },
  section: {
    pl: 'Poradniki',
    en: 'Guides',
  },
  keywords: {
    pl: [
      'automatyzacja self storage',
      'fakturowanie cykliczne',
      'płatności cykliczne',
      'windykacja najemców',
      'inteligentne zamki',
      'dynamiczne ceny boksów',
    ],
    en: [
      'self-storage automation',
      'recurring invoicing',
      'recurring payments',
      'tenant dunning',
      'smart locks',
      'dynamic unit pricing',
    ],
  },
  minutes: { pl: 7, en: 9 },
}

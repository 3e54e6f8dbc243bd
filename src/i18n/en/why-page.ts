import type { MessagesOf } from '../types'
import type { whyPage as pl } from '../pl/why-page'

export const whyPage: MessagesOf<typeof pl> = {
  eyebrow: 'Why {{brand}}',
  title: 'A system built for self storage, not for everything at once',
  lead: 'Compare {{brand}} with spreadsheets, general invoicing tools and older desktop systems.',
  compareTitle: '{{brand}} vs typical tools',
  ours: '{{brand}}',
  theirs: 'Typical tool',
  cards: {
    payments: {
      title: 'Payments and billing',
      ours: 'Recurring payments, BLIK and cards; invoices and tax files generated automatically.',
      theirs: 'Transfers checked by hand, invoices issued separately.',
    },
    notifications: {
      title: 'Notifications',
      ours: 'Text and e-mail messages about payments and contracts sent automatically.',
      theirs: 'Calls and e-mails written by hand by staff.',
    },
    access: {
      title: 'Access control',
      ours: 'Smart locks and PIN codes linked to payments, 24/7 access.',
      theirs: 'Keys and cards handed out at the office, manual blocking.',
    },
    analytics: {
      title: 'Analytics and per-unit ROI',
      ours: 'Revenue and return on investment for every unit, occupancy forecasts.',
      theirs: 'General spreadsheet summaries with no unit data.',
    },
    config: {
      title: 'Configuration and pricing',
      ours: 'Your own unit types, promotions, deposits and dynamic prices without a developer.',
      theirs: 'Fixed price lists; changes need vendor support.',
    },
    integrations: {
      title: 'Integrations and API',
      ours: 'Open REST API, webhooks and ready-made accounting integrations.',
      theirs: 'Closed system, CSV export only.',
    },
  },
  reviewsTitle: 'What operators say',
  ctaTitle: 'See the difference on your own facility',
  ctaTrial: 'Start a free trial',
  ctaDemo: 'Book a demo',
  ctaNote: '0 PLN, no commitment',
  faqTitle: 'Frequently asked questions',
  faq: {
    migration: {
      q: 'Will you help move data from my current system?',
      a: 'Yes. We import tenants, contracts, units and balances from spreadsheets or your previous system export. Migration is part of onboarding and usually takes a few days.',
    },
    multisite: {
      q: 'Can I manage several facilities?',
      a: 'Yes. One account handles any number of facilities and reports show results in total and per facility.',
    },
    pricing: {
      q: 'How much does the system cost?',
      a: 'The first 30 days are free. After that you pay a monthly subscription based on the number of units – no set-up fees or long contracts.',
    },
    integrations: {
      q: 'Can I connect my own integrations?',
      a: 'Yes. We provide a REST API and webhooks so you can connect the system to your website, accounting or locks.',
    },
  },
}

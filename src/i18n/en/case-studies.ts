import type { MessagesOf } from '../types'
import type { caseStudies as pl } from '../pl/case-studies'

export const caseStudies: MessagesOf<typeof pl> = {
  eyebrow: 'Case studies',
  city: 'City',
  unitTypes: 'Unit types',
  features: 'What they use',
  visit: 'Visit the {{name}} website',
  external: '(opens in a new tab)',
  logoAlt: '{{name}} logo',
  ctaTitle: 'See what the system can do for your facility',
  software: 'Explore the software',
  demo: 'Book a demo',
  magazynowo: {
    name: 'Magazynowo',
    city: 'Warsaw',
    units: 'standard, air-conditioned, garages',
    f1: 'Online bookings with e-contracts',
    f2: 'Recurring payments and dunning',
    f3: '24/7 access with PIN codes',
    f4: 'Occupancy reports for 2 sites',
    quote: 'Within six months 70% of new contracts are signed online and reception only works at peak hours.',
    author: 'Katarzyna Nowicka, owner',
  },
  boxpol: {
    name: 'BoxPol',
    city: 'Poznań',
    units: 'standard, outdoor, garages',
    f1: 'Interactive unit map',
    f2: 'Automatic invoices and tax files',
    f3: 'Smart locks in the app',
    f4: 'Dynamic pricing',
    quote: 'Dynamic pricing and the occupancy map raised revenue per square metre by a quarter within a year.',
    author: 'Marcin Zieliński, operations director',
  },
}

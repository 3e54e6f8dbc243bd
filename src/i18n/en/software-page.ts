import type { MessagesOf } from '../types'
import type { softwarePage as pl } from '../pl/software-page'

export const softwarePage: MessagesOf<typeof pl> = {
  trusted: {
    title: 'Trusted by self-storage operators across Poland',
    logoAlt: '{{name}} logo',
  },
  benefits: {
    eyebrow: 'Why operators choose us',
    title: 'Work from anywhere',
    items: {
      mobile: {
        title: 'Mobile app',
        text: 'Run the facility from your phone: open gates, take payments and handle requests on site.',
      },
      web: { title: 'Web panel', text: 'No installs or servers. Works on any computer and updates itself.' },
      automation: {
        title: 'Automation',
        text: 'Contracts, invoices, reminders and dunning run by themselves – you look after customers.',
      },
      analytics: {
        title: 'Analytics',
        text: 'Occupancy, revenue per unit, forecasts and dynamic prices in clear reports.',
      },
    },
  },
  stats: {
    eyebrow: '{{brand}} marketplace',
    title: 'New tenants from the marketplace included',
    lead: 'Your facility appears in the {{brandDomain}} search, where tenants compare storage across Poland.',
    items: {
      bookings: { value: '500+', label: 'monthly bookings' },
      cities: { value: '10+', label: 'cities' },
      facilities: { value: '10+', label: 'facilities' },
      minutes: { value: '3 minutes', label: 'from search to booking' },
      verified: { value: '100%', label: 'verified operators' },
      free: { value: '0 PLN', label: 'to search' },
    },
  },
  costs: {
    eyebrow: 'Lower costs',
    title: 'Less manual work, lower running costs',
    lead: 'Automate the tasks that take hours in your facility office today.',
    points: {
      p1: 'No on-site reception – tenants book and sign contracts online',
      p2: 'Automatic invoices and tax files instead of retyping',
      p3: 'Dunning that reminds and blocks access on its own',
      p4: '24/7 access without handing out keys and cards',
      p5: 'Dynamic prices that raise revenue per square metre',
      p6: 'One system instead of spreadsheets, calendars and separate apps',
    },
    seeFeatures: 'See all features',
    results: {
      users: { value: '500+', label: 'system users' },
      growth: { value: '25%', label: 'revenue growth after a year' },
      cost: { value: '0 PLN', label: 'set-up cost' },
      trial: { value: '30 days', label: 'free trial' },
    },
  },
}

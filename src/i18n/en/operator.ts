import type { MessagesOf } from '../types'
import type { operator as pl } from '../pl/operator'

export const operator: MessagesOf<typeof pl> = {
  hero: {
    eyebrow: 'Software for self-storage operators',
    title: 'Your whole self-storage business in one cloud system',
    lead: 'Online bookings, e-contracts with electronic signature, payments, dunning, invoices and 24/7 access – one panel for you and an app for your tenants.',
    ctaTrial: 'Start a 30-day trial',
    ctaDemo: 'Book a demo',
    note: '30 days free · 0 PLN · no commitment',
    rating: { one: 'Rated {{rating}} from {{count}} review', other: 'Rated {{rating}} from {{count}} reviews' },
    imageAlt: '{{brand}} operator panel: unit map, occupancy and payments',
  },
  carousel: {
    eyebrow: 'Features',
    title: 'One system, two panels',
    lead: 'An operator panel to run your facility and a client panel where tenants help themselves.',
    tabsLabel: 'Choose a panel',
    admin: 'Operator panel',
    client: 'Client panel',
    prev: 'Previous feature',
    next: 'Next feature',
    position: 'Feature {{n}} of {{total}}',
    cta: 'See it live – book a demo',
    items: {
      booking: {
        title: 'Online bookings 24/7',
        text: 'Tenants pick a unit and a date and pay online – the booking lands straight in your calendar.',
      },
      esign: {
        title: 'E-contracts with e-signature',
        text: 'The rental contract is generated automatically and signed online, no office visit needed.',
      },
      map: {
        title: 'Interactive unit map',
        text: 'See live occupancy on every floor: free, occupied, reserved and overdue units.',
      },
      notify: {
        title: 'Notifications and reminders',
        text: 'Text and e-mail messages about payments, contract ends and access go out on their own.',
      },
      docs: {
        title: 'Invoices and tax files',
        text: 'Invoices, corrections and JPK tax files are produced automatically for your accountant.',
      },
      payments: {
        title: 'Payments and dunning',
        text: 'Recurring payments, BLIK and cards, plus an automatic dunning path for overdue accounts.',
      },
      iot: {
        title: 'IoT access control',
        text: 'Smart locks, gates and PIN codes: 24/7 access is blocked automatically when rent is overdue.',
      },
      marketplace: {
        title: 'Storage search',
        text: 'Tenants find your facility on {{brandDomain}}, compare units and book in 3 minutes.',
      },
      myunit: { title: 'My unit', text: 'Rental status, size, contract term and entry history in one place.' },
      pay: {
        title: 'Payment wallet',
        text: 'Saved card, recurring payments and payment history without calling the office.',
      },
      security: {
        title: 'Access and security',
        text: 'A digital key on the phone, PIN codes and a notification for every entry.',
      },
      support: {
        title: 'Help and tickets',
        text: 'Maintenance requests and messages to the operator straight from the app.',
      },
    },
  },
  clientDocs: {
    title: 'Contracts and documents',
    text: 'Contracts as PDF, invoices and annexes always at hand in the client panel.',
  },
  reviews: {
    eyebrow: 'Customer reviews',
    title: 'What operators say about {{brand}}',
    summary: {
      one: '{{rating}} / 5 – average of {{count}} review',
      other: '{{rating}} / 5 – average of {{count}} reviews',
    },
    starsLabel: 'Rated {{rating}} out of 5',
    items: {
      r1: {
        quote:
          'Since going live we have stopped chasing tenants for payments. Reminders and access blocking run by themselves and arrears dropped almost to zero.',
        name: 'Katarzyna Nowicka',
        role: 'Owner, Magazynowo',
      },
      r2: {
        quote:
          'Online bookings and e-contracts let us run a second facility without hiring reception staff. Tenants sign in a few minutes.',
        name: 'Marcin Zieliński',
        role: 'Operations director, BoxPol',
      },
      r3: {
        quote:
          'The unit map and occupancy reports finally show which sizes earn money. We set prices from data, not gut feeling.',
        name: 'Agnieszka Wróbel',
        role: 'Facility manager, Schowek24',
      },
    },
  },
  finalCta: {
    title: 'Try {{brand}} free for 30 days',
    lead: 'We set the system up with you. No card, no commitment, 0 PLN.',
    trial: 'Start trial',
    demo: 'Book a demo',
  },
  promo: {
    title: '30 days free',
    text: 'Try the whole system on your facility. No card and no commitment.',
    cta: 'Start trial',
    close: 'Close offer',
  },
}

import type { MessagesOf } from '../types'
import type { common as pl } from '../pl/common'

export const common: MessagesOf<typeof pl> = {
  brandTagline: 'Compare self-storage facilities across Poland',
  skipToContent: 'Skip to content',
  nav: {
    home: 'Home',
    facilities: 'Facilities',
    software: 'Software',
    main: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    call: 'Call us',
    callLabel: 'Call: {{phone}}',
    login: 'Log in',
    language: 'Language',
    switchTo: 'Switch language to {{lang}}',
  },
  drawer: {
    title: 'Menu',
    promoTitle: 'Running a self-storage business?',
    promoText: 'Manage your facility in the cloud: bookings, online contracts, payments and 24/7 access.',
    promoCta: 'Explore the software',
  },
  footer: {
    pitch:
      '{{brand}} connects people looking for storage space with verified self-storage operators across Poland. Searching is free.',
    explore: 'Explore',
    legal: 'Legal',
    terms: 'Terms',
    privacy: 'Privacy policy',
    cookies: 'Cookies',
    sitemap: 'Sitemap',
    blog: 'Blog',
    features: 'Features',
    why: 'Why {{brand}}',
    newsletterTitle: 'Newsletter',
    newsletterText: 'Self-storage market news once a month.',
    newsletterEmail: 'Email address',
    newsletterSend: 'Send',
    newsletterSending: 'Sending…',
    newsletterOk: 'Thank you! Check your inbox to confirm.',
    newsletterError: 'Hmm, something went wrong. Try again.',
    rights: '© {{year}} {{brand}}. All rights reserved.',
  },
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
    pageTitle: 'Page not found (404) – {{brand}}',
  },
  error: {
    generic: 'An error occurred',
    retry: 'Try again',
    reference: 'Reference code:',
  },
  loading: 'Loading…',
  close: 'Close',
  /** The operator-software promotion every public page may show (src/features/overlays/teaser.tsx). */
  teaser: {
    title: 'Running a self-storage business?',
    text: 'Bookings, e-contracts, payments and 24/7 access in one system. 30 days free.',
    cta: 'Explore the system',
    close: 'Close notification',
  },
  /** The footer's city links (src/features/cities/city-links.tsx), on every page. */
  cities: {
    footer: 'Cities',
    link: 'Prices and facilities: {{city}}',
  },
}

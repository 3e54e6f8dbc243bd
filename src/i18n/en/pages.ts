import type { MessagesOf } from '../types'
import type { pages as pl } from '../pl/pages'

export const pages: MessagesOf<typeof pl> = {
  home: {
    title: '{{brand}} – compare self-storage facilities in Poland',
    heading: 'Find self storage near you',
    description: 'Compare prices, sizes and amenities of self-storage facilities across Poland. Searching is free.',
  },
  software: {
    title: 'Self-storage management software – {{brand}}',
    heading: 'Cloud software for self-storage management',
    description:
      'Online bookings, e-contracts with e-signature, payments, dunning, invoices and 24/7 access in one system.',
  },
  features: {
    title: 'Self-storage software features – {{brand}}',
    heading: 'Self-storage management features',
    description: 'Bookings, payments, automation, tenant portal, analytics, integrations and security.',
  },
  facilities: {
    title: 'Self-storage facilities in Poland – {{brand}}',
    heading: 'Self-storage facilities',
    description: 'Self-storage facilities with prices, sizes and amenities. Filter by location, price and unit type.',
  },
  facility: {
    title: '{{name}} – self-storage facility',
    heading: '{{name}}',
    description: '{{name}} self storage: prices, available units and contact with the operator.',
  },
  signin: { title: 'Sign in – {{brand}}', heading: 'Sign in', description: 'Sign in to the operator or tenant panel.' },
  caseStudies: {
    title: 'Case studies – {{brand}}',
    heading: 'Case studies',
    description: 'How self-storage operators grow their business with our system.',
  },
  why: {
    title: 'Why {{brand}} – software for self-storage operators',
    heading: 'Why {{brand}}?',
    description:
      'Feature comparison: payments, notifications, access control, analytics, configuration and integrations.',
  },
  sitemap: { title: 'Sitemap – {{brand}}', heading: 'Sitemap', description: 'Every page of {{brand}} in one place.' },
  blog: {
    title: 'Self-storage blog – {{brand}}',
    heading: 'Blog',
    description: 'Trends, tips and news from the self-storage market.',
  },
  blogPost: { title: '{{title}} – {{brand}} Blog', heading: '{{title}}', description: '{{excerpt}}' },
  privacy: {
    title: 'Privacy policy – {{brand}}',
    heading: 'Privacy policy',
    description: 'How we process personal data on {{brand}}.',
  },
  cookies: {
    title: 'Cookie settings – {{brand}}',
    heading: 'Cookies',
    description: 'Manage consent for analytics and marketing cookies.',
  },
  terms: { title: 'Terms – {{brand}}', heading: 'Terms of service', description: 'Rules for using {{brand}}.' },
  verification: {
    title: 'How we verify operators – {{brand}}',
    heading: 'How we verify operators',
    description:
      'What the “Verified operator” badge means: which public registers we check, when, and what we compare.',
  },
  contact: {
    title: 'Contact – {{brand}}',
    heading: 'Contact',
    description: 'Reach the {{brand}} team by phone or e-mail.',
  },
  admin: {
    title: 'Admin console – {{brand}}',
    heading: 'Admin console',
    description: 'Manage operators, facilities and users.',
  },
  alertConfirm: {
    title: 'Alert confirmation – {{brand}}',
    heading: 'Alert confirmation',
    description: 'Confirm your storage alert.',
  },
  alertManage: {
    title: 'Your alert – {{brand}}',
    heading: 'Your storage alert',
    description: 'Pause, edit, renew or delete your alert.',
  },
  review: {
    title: 'Your review – {{brand}}',
    description: 'Review your stay at a storage facility.',
  },
  reviewsVerified: {
    title: 'How we verify reviews – {{brand}}',
    description: 'Only renters who moved in can review on {{brand}}. How we check reviews and when we remove one.',
  },
  signinReset: {
    title: 'New password – {{brand}}',
    description: 'Set a new password for your {{brand}} account.',
  },
  accountPassword: {
    title: 'Change password – {{brand}}',
    description: 'Change your {{brand}} account password.',
  },
  newsletterConfirm: {
    title: 'Newsletter confirmation – {{brand}}',
    heading: 'Newsletter confirmation',
    description: 'Confirm your {{brand}} newsletter subscription.',
    ready: 'Confirm that you want to receive the {{brand}} newsletter.',
    button: 'Confirm my subscription',
    working: 'Confirming your subscription…',
    done: 'Done! Your newsletter subscription is confirmed. Expect self-storage news once a month.',
    invalid:
      'This link has expired, has already been used or is not valid. Subscribe again in the page footer and we will send a new link.',
    failed: 'We could not confirm your subscription just now. Please try again in a moment.',
    home: 'Go to the home page',
  },
  newsletterUnsubscribe: {
    title: 'Unsubscribe from the newsletter – {{brand}}',
    heading: 'Unsubscribe from the newsletter',
    description: 'Unsubscribe from the {{brand}} newsletter.',
    ready: 'Confirm that you want to unsubscribe from the newsletter.',
    button: 'Unsubscribe me',
    working: 'Unsubscribing you…',
    done: 'You are unsubscribed. We will not send you the newsletter again.',
    invalid: 'This link is not valid. Use the link in our most recent e-mail.',
    failed: 'We could not unsubscribe you just now. Please try again in a moment.',
    home: 'Go to the home page',
  },
}

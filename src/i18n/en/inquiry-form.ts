import type { MessagesOf } from '../types'
import type { inquiryForm as pl } from '../pl/inquiry-form'

export const inquiryForm: MessagesOf<typeof pl> = {
  title: 'Ask about a unit',
  lead: 'The operator replies directly to your e-mail or phone.',
  name: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  area: 'Area needed (m²)',
  period: 'Rental period',
  periodAny: 'Choose a period',
  periods: {
    short: 'Short (1–3 months)',
    medium: 'Medium (3–6 months)',
    long: 'Long (6–12 months)',
    indefinite: 'Indefinite',
  },
  message: 'Message',
  submit: 'Send inquiry',
  sending: 'Sending…',
  prefill: 'I am interested in unit {{code}} ({{size}}).',
  success: 'Inquiry sent. The facility operator will reply soon.',
  noEmail:
    'The operator of this facility has not provided an e-mail address. Please contact them by phone or through our general form.',
  contactForm: 'Contact form',
  notFound: 'Facility not found. Refresh the page or choose the facility again.',
  validation: 'Please fill in the required fields correctly.',
  apiError: 'The message could not be sent. Please try again later.',
  unexpected: 'An unexpected error occurred.',
  errors: {
    required: 'This field is required',
    invalidEmail: 'Enter a valid e-mail address',
    minArea: 'Enter at least 1 m²',
    invalidNumber: 'Enter a whole number',
    invalidPeriod: 'Choose a period from the list',
    tooLong: 'The text is too long',
    invalid: 'Invalid value',
    invalidPhone: 'Enter a valid phone number, e.g. 600 100 200 or +49 30 1234567',
    invalidCharacters: 'Remove characters that are not allowed (such as control characters)',
    urlInName: 'Remove the web address: a name cannot contain a link',
  },
}

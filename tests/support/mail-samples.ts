import type { MailKind } from '@api/contract/admin-list-values'
import type { MailData } from '@api/mail/registry'

const RENTER = {
  name: 'Anna Nowak',
  email: 'anna@example.com',
  phone: '+48 600 100 200',
  sizeM2: 5,
  period: 'medium' as const,
  unitCode: 'A-12',
  message: 'Czy mogę przyjechać w sobotę?\nDzień dobry.',
}

const RESERVATION = {
  code: 'ABCD-2345',
  facilityName: 'Lockerbox Warszawa',
  address: 'ul. Wolska 1, 01-001 Warszawa',
  unitCode: 'B-201',
  unitLabel: '3 m²',
  priceMonthly: 249,
  moveInDate: '2026-12-01',
  holdUntil: '2026-12-03',
}

/**
 * One example of every kind's data: the template tests render each in both languages, and a new kind fails
 * type-check until it has one.
 */
const SAMPLE_SEARCH = { place: 'Kraków', radiusKm: 10, minSize: 3, maxSize: 5, priceMax: 300 }

export const SAMPLES: { [K in MailKind]: MailData<K> } = {
  newsletter_confirm: { token: 'sample-token-0123456789abcdef' },
  newsletter_welcome: { subscriptionId: 7, unsubscribeToken: 'sample-unsubscribe-token' },
  inquiry_panel: { inquiryId: 42, facilityName: 'Lockerbox Warszawa', name: 'Anna Nowak', unitCode: 'A-12' },
  inquiry: { ...RENTER, inquiryId: 42, facilityName: 'Lockerbox Warszawa' },
  inquiry_no_email: { ...RENTER, inquiryId: 43, facilityName: 'Box Łódź', facilityPhone: '+48 42 100 20 30' },
  inquiry_copy: {
    ...RENTER,
    hasOperatorEmail: true,
    facility: {
      name: 'Lockerbox Warszawa',
      slug: 'lockerbox-warszawa',
      phone: '+48 22 300 40 50',
      address: 'Marynarska 12, 02-674 Warszawa',
    },
  },
  demo_request: {
    name: 'Jan Kowalski',
    email: 'jan@example.com',
    phone: '+48 500 600 700',
    contactTime: '10-11',
    message: null,
  },
  trial_request: {
    name: 'Magazyny Kowalski',
    nip: '5260250274',
    address: 'Prosta 1, 00-001 Warszawa, PL',
    email: 'biuro@example.com',
    phone: '+48 22 123 45 67',
  },
  trial_confirmation: { name: 'Magazyny Kowalski', hours: 48 },
  trial_existing: { reason: 'nip' },
  trial_reminder: {
    days: 7,
    endsAt: '2026-12-28T13:00:00.000Z',
    companyName: 'Magazyny Kowalski',
  },
  demo_confirmation: { name: 'Jan Kowalski', contactTime: '10-11' },
  credentials: { email: 'operator@example.com', hours: 48 },
  password_reset: { minutes: 60 },
  facility_published: { facilityName: 'Magazyny Mokotów', slug: 'magazyny-mokotow-warszawa' },
  facility_rejected: { facilityName: 'Magazyny Mokotów', facilityId: 42, reason: 'Brakuje zdjęć i opisu dojazdu' },
  reservation_renter: {
    ...RESERVATION,
    name: 'Anna Nowak',
    allDayAccess: true,
    facilityPhone: '+48 22 300 40 50',
    openingHours: {
      mo: { opens: '08:00', closes: '18:00' },
      tu: { opens: '08:00', closes: '18:00' },
      we: { opens: '08:00', closes: '18:00' },
      th: { opens: '08:00', closes: '18:00' },
      fr: { opens: '08:00', closes: '18:00' },
      sa: { opens: '09:00', closes: '14:00' },
      su: null,
    },
    accessHours: null,
    cancelPath: '/pl/rezerwacja#code=ABCD-2345&token=sample-token',
    calendarPath: '/api/reservations/ABCD-2345/calendar.ics?token=sample-token',
  },
  reservation_status: {
    ...RESERVATION,
    status: 'cancelled',
    reason: 'Jednostka w remoncie',
    cancelPath: null,
  },
  reservation_operator: {
    ...RESERVATION,
    reservationId: 12,
    name: 'Anna Nowak',
    email: 'anna@example.com',
    phone: '+48 600 100 200',
    message: 'Przyjadę rano.',
  },
  signin_link: { link: true },
  alert_confirm: { token: 'sample-token-0123456789abcdef', search: SAMPLE_SEARCH },
  alert_digest: {
    searchId: 9,
    token: 'sample-alert-token-0123456789',
    search: SAMPLE_SEARCH,
    query: 'place=Krak%C3%B3w&lat=50.06&lon=19.94&radius=10&minSize=3&maxSize=5&priceMax=300',
    units: [
      {
        facility: 'Lockerbox Kraków',
        slug: 'lockerbox-krakow',
        city: 'Kraków',
        sizeM2: 4,
        price: 270,
        oldPrice: 300,
        distanceKm: 2.4,
      },
    ],
    more: 0,
  },
  alert_renew: { searchId: 9, token: 'sample-alert-token-0123456789', search: SAMPLE_SEARCH, expiresOn: '2026-03-01' },
  account_erased: { reservations: 2, inquiries: 1 },
  review_invitation: { facilityName: 'Lockerbox Warszawa', movedInOn: '2026-11-10', days: 60 },
  review_received: {
    facilityName: 'Lockerbox Warszawa',
    score: 4,
    author: 'Anna N.',
    body: 'Czysto i sucho, dojazd bez problemu. Brama otwiera się kodem z aplikacji.',
  },
}

import { describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { apiFetch } from './api-helpers'
import { baseUrl } from './http'
import { arrived, type DevMail, eventually } from './mail'

/**
 * What the browser journeys (tests/e2e/journey-*.spec.ts) used to read out of /__dev/mail, checked here over HTTP
 * (issue 37): the reservation confirmation mail's body in both languages, and the two mails an inquiry sends.
 * Lockerbox Warszawa's B-202 and B-204 are reserved and cancelled again here; no other integration file reserves
 * in that facility.
 */
const SLUG = 'lockerbox-warszawa'
let ip = 0
const nextIp = () => {
  ip += 1
  return { 'cf-connecting-ip': `10.137.${Math.floor(ip / 250)}.${(ip % 250) + 1}` }
}
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`

type Hours = Record<string, { opens: string; closes: string } | null> | null
type FacilityJson = {
  address: { street: string; buildingNumber: string; postalCode: string; city: string }
  openingHours: Hours
  accessHours: Hours
}

const WORDS = {
  pl: {
    locale: 'pl-PL',
    guaranteed: 'gwarantowana',
    unit: 'Jednostka',
    address: 'Adres',
    moveIn: 'Data wprowadzenia',
    office: 'Godziny otwarcia biura',
    access: 'Dostęp do magazynu',
    noHours: 'Godziny otwarcia: Dostęp 24/7; biuro obsługi w godzinach pracy operatora.',
    bring: 'Co zabrać: dowód osobisty lub paszport, kod rezerwacji i własną kłódkę',
    cancelPath: '/pl/rezerwacja',
  },
  en: {
    locale: 'en-GB',
    guaranteed: 'guaranteed',
    unit: 'Unit',
    address: 'Address',
    moveIn: 'Move-in date',
    office: 'Office hours',
    access: 'Storage access',
    noHours: 'Opening hours: Access 24/7; the office is open during the operator’s business hours.',
    bring: 'What to bring: an ID card or passport, the reservation code and your own padlock',
    cancelPath: '/en/reservation',
  },
} as const

describe('the reservation confirmation mail', () => {
  for (const [lang, unitCode] of [
    ['pl', 'B-202'],
    ['en', 'B-204'],
  ] as const) {
    it(`tells the renter what they need on the day, in ${lang === 'pl' ? 'Polish' : 'English'}, with the cancel link`, async () => {
      const w = WORDS[lang]
      const facility = (await (await apiFetch(`/api/marketplace/facilities/${SLUG}`)).json()) as FacilityJson
      const units = (await (await apiFetch(`/api/marketplace/facilities/${SLUG}/units`)).json()) as {
        id: number
        code: string
        priceMonthly: number
      }[]
      const unit = units.find((u) => u.code === unitCode)!
      const email = unique(`rez-body-${lang}`)
      const moveIn = addDays(businessToday(), 5)
      const created = await apiFetch(`/api/forms/facilities/${SLUG}/reservations`, {
        method: 'POST',
        headers: nextIp(),
        body: {
          unitId: unit.id,
          priceMonthly: unit.priceMonthly,
          moveInDate: moveIn,
          name: 'Ola Rezerwująca',
          email,
          phone: '+48 600 100 200',
          acceptTerms: true,
          lang,
          website: '',
        },
      })
      expect(created.status).toBe(201)
      const { code } = ((await created.json()) as { reservation: { code: string } }).reservation
      const [mail] = await arrived(email)
      expect(mail!.subject).toContain(code)
      const body = mail!.text

      // The move-in day as an attached calendar entry; the guaranteed price.
      // The file's name is in the reservation's language (issue 39).
      expect(mail!.attachments.map((a) => a.filename)).toEqual([
        `${lang === 'en' ? 'reservation' : 'rezerwacja'}-${code}.ics`,
      ])
      const ics = await (await fetch(`${baseUrl()}${mail!.attachments[0]!.url}`)).text()
      expect(ics).toContain(`DTSTART;VALUE=DATE:${moveIn.replace(/-/g, '')}`)
      expect(body).toContain(w.guaranteed)
      // The unit, where, when, the hours, and what to bring.
      expect(body).toMatch(new RegExp(`${w.unit}: ${unitCode} \\(`))
      const a = facility.address
      expect(body).toContain(`${w.address}: ${a.street} ${a.buildingNumber}, ${a.postalCode} ${a.city}`)
      const day = new Intl.DateTimeFormat(w.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${moveIn}T00:00:00Z`),
      )
      expect(body).toContain(`${w.moveIn}: ${day}`)
      // The hours the operator set (each day's times on the line), or, with none set, what the facility offers.
      for (const [label, week] of [
        [w.office, facility.openingHours],
        [w.access, facility.accessHours],
      ] as const) {
        if (!week) {
          expect(body).not.toContain(`${label}:`)
          continue
        }
        const line = new RegExp(`^${label}: (.+)$`, 'm').exec(body)?.[1] ?? ''
        for (const hours of Object.values(week)) if (hours) expect(line).toContain(hours.opens)
      }
      if (!facility.openingHours && !facility.accessHours) expect(body).toContain(w.noHours)
      expect(body).toContain(w.bring)
      // The cancel link opens the page in the form's language; cancelling through it frees the unit again.
      const link = new URL(/https?:\/\/\S+#code=\S+/.exec(body)![0]!)
      expect(link.pathname).toBe(w.cancelPath)
      const token = new URLSearchParams(link.hash.slice(1)).get('token')
      expect(token).toBeTruthy()
      const cancelled = await apiFetch(`/api/reservations/${code}/cancel`, {
        method: 'POST',
        body: { token },
        headers: nextIp(),
      })
      expect(cancelled.status).toBe(200)
    })
  }
})

describe('an inquiry', () => {
  it('delivers the renter a copy with what happens next, and the operator a notice with Reply-To the renter and a panel link', async () => {
    const renter = unique('e2e-renter')
    const response = await apiFetch(`/api/forms/facilities/${SLUG}/inquiries`, {
      method: 'POST',
      headers: nextIp(),
      body: {
        name: 'Ola Testowa',
        email: renter,
        phone: '+48 600 100 200',
        message: '',
        sourceUrl: `${baseUrl()}/pl/magazyn-self-storage/${SLUG}`,
        website: '',
      },
    })
    expect(response.status).toBeLessThan(300)
    const [copy] = await arrived(renter)
    expect(copy!.subject).toMatch(/^Twoje zapytanie do /)
    expect(copy!.text).toContain('Co dalej')
    expect(copy!.text).toContain('Ola Testowa')
    expect(copy!.text).toMatch(/Telefon: \+48/)
    expect(copy!.text).toMatch(/Adres: .+\d{2}-\d{3} Warszawa/)

    const everyone = async () =>
      ((await (await fetch(`${baseUrl()}/__dev/mail`)).json()) as { messages: DevMail[] }).messages
    const operator = await eventually(async () => (await everyone()).find((mail) => mail.replyTo === renter))
    expect(operator.subject).toMatch(/^Nowe zapytanie: .+ — Ola Testowa$/)
    expect(operator.to).not.toContain(renter)
    expect(operator.text).toMatch(/\/pl\/panel-operatora\/zapytania\/\d+/)
  })
})

import { describe, expect, it } from 'vitest'
import { unitSize } from '../mail/reservation-words'
import { icsFileName } from './ics'
import { audienceOf } from './mail'
import { calendarToken, cancelToken, isCalendarToken, isCancelToken } from './token'

describe('who hears of a reservation (ADR 0085)', () => {
  const user = (email: string, lang: 'pl' | 'en', facility = 1) => ({ facility_id: facility, email, lang, contact: 0 })
  const contact = (email: string, facility = 1) => ({ facility_id: facility, email, lang: null, contact: 1 })

  it('every panel user in their language, and the contact address in the company’s, each once', () => {
    const rows = [
      user('Anna@Firma.pl', 'en'),
      user('jan@firma.pl', 'pl'),
      contact(' anna@firma.PL '),
      user('x@y.pl', 'pl', 2),
    ]
    expect(audienceOf(rows, 1)).toEqual([
      { email: 'Anna@Firma.pl', lang: 'en', user: true },
      { email: 'jan@firma.pl', lang: 'pl', user: true },
    ])
    expect(audienceOf([user('jan@firma.pl', 'en'), contact('biuro@firma.pl')], 1)).toEqual([
      { email: 'jan@firma.pl', lang: 'en', user: true },
      { email: 'biuro@firma.pl', lang: 'en', user: false },
    ])
  })

  it('a facility without panel users: its contact address, in Polish', () => {
    expect(audienceOf([contact('kontakt@gizobox.pl')], 1)).toEqual([
      { email: 'kontakt@gizobox.pl', lang: 'pl', user: false },
    ])
    expect(audienceOf([], 1)).toEqual([])
  })
})

describe('the link tokens', () => {
  it('the calendar token only reads the calendar, the cancel token only cancels', async () => {
    const [cancel, calendar] = [await cancelToken('s', 'ABCD-2345'), await calendarToken('s', 'ABCD-2345')]
    expect(cancel).not.toBe(calendar)
    expect(await isCancelToken('s', 'ABCD-2345', cancel)).toBe(true)
    expect(await isCancelToken('s', 'ABCD-2345', calendar)).toBe(false)
    expect(await isCalendarToken('s', 'ABCD-2345', calendar)).toBe(true)
    expect(await isCalendarToken('s', 'ABCD-2345', cancel)).toBe(false)
  })
})

describe('the English reservation', () => {
  it('names its .ics in English and writes sizes with a decimal point', () => {
    expect(icsFileName('ABCD-2345', 'en')).toBe('reservation-ABCD-2345.ics')
    expect(icsFileName('ABCD-2345', 'pl')).toBe('rezerwacja-ABCD-2345.ics')
    expect(unitSize('en', '1,5 m²')).toBe('1.5 m²')
    expect(unitSize('pl', '1,5 m²')).toBe('1,5 m²')
    expect(unitSize('en', '2 × 1,5 m')).toBe('2 × 1,5 m')
  })
})

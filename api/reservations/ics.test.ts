import { describe, expect, it } from 'vitest'
import { reservationIcs } from './ics'

describe('the move-in calendar entry', () => {
  it('is an all-day RFC 5545 event with escaped text and CRLF lines', () => {
    const ics = reservationIcs({
      code: 'ABCD-2345',
      moveInDate: '2026-12-31',
      summary: 'Wprowadzenie: Box; Kraków, B-1',
      description: 'Linia 1\nLinia 2',
      location: 'ul. Długa 1, 00-001 Warszawa',
      stampIso: '2026-11-25T10:00:00.000Z',
    })
    expect(ics.split('\r\n')).toContain('DTSTART;VALUE=DATE:20261231')
    expect(ics.split('\r\n')).toContain('DTEND;VALUE=DATE:20270101')
    expect(ics).toContain('SUMMARY:Wprowadzenie: Box\\; Kraków\\, B-1')
    expect(ics).toContain('DESCRIPTION:Linia 1\\nLinia 2')
    expect(ics).toContain('DTSTAMP:20261125T100000Z')
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/)
  })
})

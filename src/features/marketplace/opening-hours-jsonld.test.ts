import { describe, expect, it } from 'vitest'
import { openingHoursSpecification } from './opening-hours-jsonld'

describe('openingHoursSpecification', () => {
  it('groups days with the same times and leaves closed days out', () => {
    const weekday = { opens: '08:00', closes: '20:00' }
    const spec = openingHoursSpecification({
      mo: weekday,
      tu: weekday,
      we: weekday,
      th: weekday,
      fr: weekday,
      sa: { opens: '00:00', closes: '24:00' },
      su: null,
    })
    expect(spec).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '08:00',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '00:00', closes: '23:59' },
    ])
    expect(openingHoursSpecification(null)).toEqual([])
  })
})

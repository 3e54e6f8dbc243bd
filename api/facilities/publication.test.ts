import { describe, expect, it } from 'vitest'
import { type PublicationRow, missingForPublication } from './publication'

const complete: PublicationRow = {
  id: 1,
  name: 'Skrytka Kielce',
  slug: 'skrytka-kielce',
  publication: 'draft',
  publication_note: null,
  submitted_at: null,
  street: 'Zagnańska',
  building_number: '71',
  apartment_number: null,
  postal_code: '25-528',
  city: 'Kielce',
  latitude: 50.89,
  longitude: 20.65,
  description: 'Boksy przy obwodnicy.',
  email: null,
  phone: null,
  has_unit: 1,
}

describe('what a facility needs before it is submitted', () => {
  it('nothing, when it has a name, a full address, a pin, a priced unit and a Polish description', () => {
    expect(missingForPublication(complete)).toEqual([])
  })

  it('names each gap once, in the order the card lists them', () => {
    expect(
      missingForPublication({
        ...complete,
        name: ' ',
        postal_code: '',
        latitude: 0,
        longitude: 0,
        has_unit: 0,
        description: '  \n',
      }),
    ).toEqual(['name', 'address', 'coordinates', 'unit', 'description'])
  })

  it('takes a pin on the equator or the meridian for a place; only 0,0 is "no coordinates"', () => {
    expect(missingForPublication({ ...complete, latitude: 0 })).toEqual([])
    expect(missingForPublication({ ...complete, building_number: '' })).toEqual(['address'])
  })
})

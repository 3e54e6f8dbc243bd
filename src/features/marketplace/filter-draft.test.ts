import { describe, expect, it } from 'vitest'
import { validateListSearch } from '~/lib/list-search'
import { applyDraft, draftOnNewUrl, toDraft } from './filter-draft'

describe('filter draft', () => {
  it('drops the searched-around point when another place is typed into the filter box', () => {
    const next = applyDraft({ lat: 50.06, lon: 19.94, place: 'Kraków', radius: 5 }, { ...toDraft({}), text: 'Gdańsk' })
    expect(next).toEqual({ location: 'Gdańsk' })
  })

  it('round-trips the URL and leaves the default price range out of it', () => {
    const search = validateListSearch({ location: 'Gdańsk', features: 'monitoring', maxSize: 10 })
    expect(applyDraft(search, toDraft(search))).toEqual(search)
  })

  it('writes a moved price range, resets the page and keeps editing q when the visit came with q', () => {
    const next = applyDraft(
      { q: 'Warszawa', page: 3, sort: 'price' },
      { ...toDraft({ q: 'Warszawa' }), text: 'Wola', priceMin: 100, priceMax: 500 },
    )
    expect(next).toEqual({ q: 'Wola', priceMin: 100, priceMax: 500, sort: 'price' })
  })

  it('sets no price limit the renter did not set: moving only the top price writes only priceMax (issue 44)', () => {
    const search = validateListSearch({ q: 'Poznań' })
    expect(toDraft(search)).toMatchObject({ priceMin: undefined, priceMax: undefined })
    expect(applyDraft(search, { ...toDraft(search), priceMax: 220 })).toEqual({ q: 'Poznań', priceMax: 220 })
    expect(applyDraft(search, { ...toDraft(search), priceMin: 31 })).toEqual({ q: 'Poznań', priceMin: 31 })
  })

  it('keeps what was typed while another search was on its way, and takes the rest from the new URL', () => {
    const before = toDraft(validateListSearch({ q: 'Zarzecze', minSize: 5 }))
    const typed = { ...before, priceMax: 1 }
    const arrived = toDraft(validateListSearch({ q: 'Kraków' }))
    const merged = draftOnNewUrl(arrived, typed, new Set(['priceMax']))
    expect(merged).toEqual({ ...arrived, priceMax: 1 })
    expect(applyDraft(validateListSearch({ q: 'Kraków' }), merged)).toEqual({ q: 'Kraków', priceMax: 1 })
    // Nothing edited: the new URL's draft, whole.
    expect(draftOnNewUrl(arrived, typed, new Set())).toEqual(arrived)
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * `translate` remembers texts asked for without params (src/i18n/index.ts). What it remembers must follow the
 * dictionaries: a namespace registered later (the browser loads them per page) replaces a fallback it gave before.
 */
describe('remembered texts', () => {
  beforeEach(() => vi.resetModules())

  it('an English text registered later replaces the Polish fallback given before it', async () => {
    const i18n = await import('./index')
    const { home: plHome } = await import('./pl/home')
    const { home: enHome } = await import('./en/home')
    i18n.registerMessages('pl', { home: plHome })
    i18n.registerMessages('en', { home: { ...enHome, hero: { ...enHome.hero, title: '' } } })
    expect(i18n.translate('en', 'home.hero.title')).toBe(plHome.hero.title)
    i18n.registerMessages('en', { home: enHome })
    expect(i18n.translate('en', 'home.hero.title')).toBe(enHome.hero.title)
  })

  it('a text with params is filled in on every call', async () => {
    const i18n = await import('./index')
    i18n.registerMessages('pl', { home: { hero: { title: 'Magazyny w {{city}}' } } } as never)
    expect(i18n.translate('pl', 'home.hero.title' as never, { city: 'Gdańsk' })).toBe('Magazyny w Gdańsk')
    expect(i18n.translate('pl', 'home.hero.title' as never, { city: 'Łódź' })).toBe('Magazyny w Łódź')
    expect(i18n.translate('pl', 'home.hero.title' as never)).toBe('Magazyny w ')
  })
})

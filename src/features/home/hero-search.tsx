import { useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button, chip, input } from 'styled-system/recipes'
import { CityLink } from '~/features/cities/city-links'
import { useLang, useT } from '~/i18n/use-lang'
import { SearchIcon } from '~/ui/icons'

export const QUICK_CITIES = ['Warszawa', 'Kraków', 'Gdańsk', 'Wrocław', 'Poznań'] as const

export function HeroSearch() {
  const t = useT()
  const lang = useLang()
  const navigate = useNavigate()
  // The field is the browser's own (uncontrolled): what was typed before this code came is read as it is sent.
  const submit = (form: HTMLFormElement) => {
    const q = String(new FormData(form).get('q') ?? '').trim()
    // Spec §5: blank (after trimming) does nothing.
    if (!q) return
    void navigate({ to: '/$lang/facilities', params: { lang }, search: { q } })
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <form
        role="search"
        aria-label={t('a11y.heroSearch')}
        onSubmit={(e) => {
          e.preventDefault()
          submit(e.currentTarget)
        }}
        className={css({
          display: 'flex',
          gap: '2',
          p: '2',
          bg: 'white',
          borderRadius: 'xl',
          boxShadow: 'lg',
          border: '1px solid',
          borderColor: 'border.default',
          flexDirection: { base: 'column', sm: 'row' },
        })}
      >
        <label htmlFor="hero-search" className={css({ srOnly: true })}>
          {t('home.hero.searchLabel')}
        </label>
        <div className={css({ position: 'relative', flex: '1' })}>
          <SearchIcon
            className={css({
              position: 'absolute',
              left: '3',
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'ink.500',
            })}
          />
          <input
            id="hero-search"
            type="search"
            name="q"
            placeholder={t('home.hero.searchPlaceholder')}
            autoComplete="off"
            className={input() + ' ' + css({ h: '12', pl: '10', border: '0' })}
            data-testid="hero-search"
          />
        </div>
        <button type="submit" className={button({ size: 'md' }) + ' ' + css({ h: '12', px: '6' })}>
          {t('home.hero.searchButton')}
        </button>
      </form>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <span className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: '600' })}>{t('home.hero.popular')}</span>
        {QUICK_CITIES.map((city) => (
          <CityLink
            key={city}
            name={city}
            className={chip({ selectable: true }) + ' ' + css({ textDecoration: 'none' })}
          />
        ))}
      </div>
    </div>
  )
}

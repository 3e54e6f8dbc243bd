import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'

export function FindStorageCta() {
  const t = useT()
  const lang = useLang()
  return (
    <section className={css({ py: { base: '12', md: '16' } })}>
      <Container>
        <div
          className={css({
            bg: 'brand.900',
            color: 'white',
            borderRadius: '2xl',
            p: { base: '8', md: '12' },
            display: 'flex',
            flexDirection: { base: 'column', md: 'row' },
            gap: '6',
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
          })}
        >
          <div>
            <h2 className={css({ textStyle: 'h2', color: 'white' })}>{t('home.cta.title')}</h2>
            <p className={css({ mt: '2', color: 'brand.100' })}>{t('home.cta.text')}</p>
          </div>
          <Link
            to="/$lang/facilities"
            params={{ lang }}
            className={button({ variant: 'inverted' }) + ' ' + css({ h: '12', px: '6', flexShrink: 0 })}
          >
            {t('home.cta.button')}
          </Link>
        </div>
      </Container>
    </section>
  )
}

import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'

/** 404 body; the status comes from the router's notFound, the path is logged by the edge worker. */
export function NotFoundBody() {
  const t = useT()
  const lang = useLang()
  return (
    <section
      className={css({ maxW: 'container', mx: 'auto', px: '4', py: { base: '16', md: '24' }, textAlign: 'center' })}
    >
      <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>404</p>
      <h1 className={css({ textStyle: 'h1', mt: '2' })}>{t('common.notFound.title')}</h1>
      <p className={css({ color: 'fg.muted', mt: '3', mb: '8' })}>{t('common.notFound.text')}</p>
      <Link to="/$lang" params={{ lang }} className={button()}>
        {t('common.notFound.home')}
      </Link>
    </section>
  )
}

export function NotFound() {
  return (
    <main id="main">
      <NotFoundBody />
    </main>
  )
}

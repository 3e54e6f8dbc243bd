import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'

export function ArticleNotFound() {
  const lang = useLang()
  const t = useT()
  return (
    <Container className={css({ py: { base: '16', md: '24' }, textAlign: 'center' })}>
      <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>404</p>
      <h1 className={css({ textStyle: 'h1', mt: '2' })}>{t('blog.notFound.title')}</h1>
      <p className={css({ color: 'fg.muted', mt: '3', mb: '8' })}>{t('blog.notFound.text')}</p>
      <Link to="/$lang/blog" params={{ lang }} className={button()}>
        {t('blog.notFound.back')}
      </Link>
    </Container>
  )
}

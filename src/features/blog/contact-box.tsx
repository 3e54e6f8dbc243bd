import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'

export function ContactBox() {
  const lang = useLang()
  const t = useT()
  return (
    <aside
      aria-labelledby="blog-contact-title"
      className={css({
        mt: '12',
        p: { base: '6', md: '8' },
        borderRadius: 'lg',
        bg: 'brand.900',
        color: 'white',
        maxW: 'prose',
      })}
    >
      <h2 id="blog-contact-title" className={css({ textStyle: 'h3', color: 'white' })}>
        {t('blog.contact.title')}
      </h2>
      <p className={css({ mt: '2', mb: '5', color: 'brand.50' })}>{t('blog.contact.text')}</p>
      <Link to="/$lang/software" params={{ lang }} search={{ demo: 1 }} className={button({ variant: 'inverted' })}>
        {t('blog.contact.cta')}
      </Link>
    </aside>
  )
}

import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'
import { Container, PageHeading } from '~/ui/layout'

const feedLink = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px' })

/** Full-bleed band with the heading, the filters (children) and the feed links. */
export function BlogHero({ children }: { children: ReactNode }) {
  const t = useT()
  const lang = useLang()
  return (
    <section className={css({ bg: 'bg.brandSoft', borderBottom: '1px solid', borderColor: 'brand.100', mb: '8' })}>
      <Container className={css({ pb: '8' })}>
        <PageHeading
          eyebrow={t('blog.list.eyebrow')}
          title={t('pages.blog.heading')}
          lead={t('pages.blog.description')}
        />
        {children}
        <p className={css({ textStyle: 'small', color: 'fg.muted', display: 'flex', gap: '3', mt: '2' })}>
          <span>{t('blog.list.subscribe')}</span>
          <a href={`/feeds/blog.${lang}.xml`} type="application/rss+xml" className={feedLink}>
            RSS
          </a>
          <a href={`/feeds/blog.${lang}.atom.xml`} type="application/atom+xml" className={feedLink}>
            Atom
          </a>
        </p>
      </Container>
    </section>
  )
}

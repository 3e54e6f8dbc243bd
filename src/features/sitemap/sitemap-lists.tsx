import { Link } from '@tanstack/react-router'
import type { ComponentType, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { articles } from '@content/blog'
import { useLang, useT } from '~/i18n/use-lang'

/** Spec §9: the 12 newest posts. */
export const SITEMAP_POSTS = 12
const link = css({
  color: 'fg.brand',
  textDecoration: 'none',
  fontWeight: '500',
  _hover: { textDecoration: 'underline' },
})

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`} className={css({ textStyle: 'h3', mb: '3' })}>
        {title}
      </h2>
      <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0' })}>{children}</ul>
    </section>
  )
}

/** The operator pages' links are the operator feature's, named as the footer names them: the sitemap page hands them in. */
export function SitemapLists({ ProductLinks }: { ProductLinks: ComponentType<{ linkClass: string }> }) {
  const t = useT()
  const lang = useLang()
  const posts = [...articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, SITEMAP_POSTS)
  return (
    <div
      className={css({
        display: 'grid',
        gap: '10',
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        pb: '16',
      })}
    >
      <Group id="site" title={t('consent.sitemap.site')}>
        <li>
          <Link to="/$lang" params={{ lang }} className={link}>
            {t('common.nav.home')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/facilities" params={{ lang }} className={link}>
            {t('common.nav.facilities')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/blog" params={{ lang }} className={link}>
            {t('common.footer.blog')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/signin" params={{ lang }} className={link}>
            {t('consent.sitemap.signin')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/contact" params={{ lang }} className={link}>
            {t('consent.sitemap.contact')}
          </Link>
        </li>
      </Group>
      <Group id="product" title={t('consent.sitemap.product')}>
        <ProductLinks linkClass={link} />
        <li>
          <Link to="/$lang/case-studies" params={{ lang }} className={link}>
            {t('consent.sitemap.caseStudies')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/software" params={{ lang }} search={{ demo: 1 }} className={link}>
            {t('consent.sitemap.demo')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/software" params={{ lang }} search={{ trial: 1 }} className={link}>
            {t('consent.sitemap.trial')}
          </Link>
        </li>
      </Group>
      <Group id="blog" title={t('consent.sitemap.blog')}>
        {posts.map((post) => (
          <li key={post.id}>
            <Link to="/$lang/blog/$slug" params={{ lang, slug: post.slugs[lang] }} className={link}>
              {post.title[lang]}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/$lang/blog" params={{ lang }} className={link}>
            {t('consent.sitemap.allPosts')} →
          </Link>
        </li>
      </Group>
      <Group id="legal" title={t('consent.sitemap.legal')}>
        <li>
          <Link to="/$lang/terms" params={{ lang }} className={link}>
            {t('common.footer.terms')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/privacy" params={{ lang }} className={link}>
            {t('common.footer.privacy')}
          </Link>
        </li>
        <li>
          <Link to="/$lang/cookies" params={{ lang }} className={link}>
            {t('common.footer.cookies')}
          </Link>
        </li>
      </Group>
    </div>
  )
}

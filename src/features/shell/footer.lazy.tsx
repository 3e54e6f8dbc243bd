import { Link } from '@tanstack/react-router'
import { brand } from '@kernel/brand'
import { css } from 'styled-system/css'
import { DEFAULT_LANG } from '@kernel/lang'
import { localizedPath, type PageId } from '~/i18n/route-table'
import { FooterCities } from '~/features/cities/city-links'
import { useLang, useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'
import { Logo } from './logo'
import { NewsletterForm } from './newsletter-form.lazy'
import { ProductLinks } from '~/features/operator/product-links'

const heading = css({ textStyle: 'overline', color: 'brand.200', mb: '3' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })
const link = css({ color: 'ink.100', textDecoration: 'none', _hover: { color: 'white', textDecoration: 'underline' } })

export function Footer() {
  const t = useT()
  const lang = useLang()
  const slug = brand.slug
  const legal = (page: PageId, unprefixed: string) => (lang === DEFAULT_LANG ? unprefixed : localizedPath(page, lang))
  return (
    // Laid out and painted only near the viewport (ADR 0104); its measured size until the browser knows the real one.
    <footer
      className={css({
        bg: 'bg.inverted',
        color: 'ink.100',
        mt: 'auto',
        contentVisibility: 'auto',
        containIntrinsicBlockSize: { base: 'auto 1350px', md: 'auto 800px', lg: 'auto 540px' },
      })}
    >
      <Container
        className={css({
          display: 'grid',
          gap: '10',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '1.4fr 1fr 1fr', lg: '1.4fr 1fr 1fr 1fr 1.4fr' },
          py: '14',
        })}
      >
        <div>
          <Logo inverted />
          <p className={css({ mt: '4', fontSize: 'sm', maxW: '36ch', color: 'ink.200' })}>{t('common.footer.pitch')}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={heading}>
            {t('common.footer.explore')}
          </h2>
          <ul className={list}>
            <li>
              <Link to="/$lang/facilities" params={{ lang }} className={link}>
                {t('common.nav.facilities')}
              </Link>
            </li>
            <ProductLinks linkClass={link} />
            <li>
              <Link to="/$lang/blog" params={{ lang }} className={link}>
                {t('common.footer.blog')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>
            {t('common.footer.legal')}
          </h2>
          {/* Spec: the Polish footer links the unprefixed legal and legacy paths (the edge renders or redirects them);
              an English visitor gets the English pages instead of being sent to Polish ones. */}
          <ul className={list}>
            <li>
              <a href={legal('terms', '/regulamin')} className={link}>
                {t('common.footer.terms')}
              </a>
            </li>
            <li>
              <a href={legal('privacy', '/polityka-prywatnosci')} className={link}>
                {t('common.footer.privacy')}
              </a>
            </li>
            <li>
              <a href={legal('cookies', '/cookies')} className={link}>
                {t('common.footer.cookies')}
              </a>
            </li>
            <li>
              <a href={legal('sitemap', '/sitemap')} className={link}>
                {t('common.footer.sitemap')}
              </a>
            </li>
            <li>
              <a href={legal('why', `/why-${slug}`)} className={link}>
                {t('common.footer.why', { brand: brand.name })}
              </a>
            </li>
          </ul>
        </nav>
        <FooterCities headingClass={heading} listClass={list} linkClass={link} />
        <NewsletterForm />
      </Container>
      <Container
        className={css({
          borderTop: '1px solid',
          borderColor: 'rgba(255,255,255,0.12)',
          py: '6',
          fontSize: 'sm',
          color: 'ink.300',
        })}
      >
        <p>{t('common.footer.rights', { year: new Date().getFullYear(), brand: brand.name })}</p>
      </Container>
    </footer>
  )
}

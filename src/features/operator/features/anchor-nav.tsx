import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'
import { FEATURE_SECTIONS } from './sections'
import { useActiveSection } from './use-active-section'

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '9',
  px: '3',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '600',
  whiteSpace: 'nowrap',
  color: 'fg.default',
  textDecoration: 'none',
  '&:not([aria-current=true]):hover': { bg: 'bg.muted' },
  '&[aria-current=true]': { bg: 'brand.700', color: 'white' },
})

/** Sticky under the header; the section in view is highlighted (IntersectionObserver) and marked aria-current. */
export function AnchorNav() {
  const t = useT()
  const active = useActiveSection(FEATURE_SECTIONS)
  return (
    <nav
      aria-label={t('operatorPages.features.navLabel')}
      data-testid="features-nav"
      className={css({
        position: 'sticky',
        top: '16',
        zIndex: 'header',
        bg: 'rgba(255,255,255,0.96)',
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <Container>
        <ul
          className={css({
            display: 'flex',
            gap: '1',
            overflowX: 'auto',
            py: '2',
            listStyle: 'none',
            scrollbarWidth: 'thin',
          })}
        >
          {FEATURE_SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className={link} aria-current={active === id ? 'true' : undefined}>
                {t(`operatorPages.features.sections.${id}.nav`)}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  )
}

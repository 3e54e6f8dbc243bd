import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { track } from '~/lib/analytics'
import { useLang, useT } from '~/i18n/use-lang'

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: { base: '3', md: '2', lg: '3' },
  fontSize: { md: 'sm', lg: 'md' },
  whiteSpace: 'nowrap',
  borderRadius: 'md',
  fontWeight: '600',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', color: 'fg.strong' },
  '&[data-status=active]': { color: 'brand.800', bg: 'brand.50' },
})

/** Home, facilities, software — the header and the drawer share this list. */
export function NavLinks({
  vertical = false,
  onNavigate,
  source,
}: {
  vertical?: boolean
  onNavigate?: () => void
  source: 'header' | 'menu'
}) {
  const lang = useLang()
  const t = useT()
  const className = cx(linkStyle, vertical && css({ w: 'full', h: '12', fontSize: 'lg' }))
  return (
    <>
      <Link to="/$lang" params={{ lang }} activeOptions={{ exact: true }} className={className} onClick={onNavigate}>
        {t('common.nav.home')}
      </Link>
      <Link to="/$lang/facilities" params={{ lang }} className={className} onClick={onNavigate}>
        {t('common.nav.facilities')}
      </Link>
      <Link
        to="/$lang/software"
        params={{ lang }}
        className={className}
        onClick={() => {
          track(source === 'header' ? 'software_header_click' : 'software_menu_click')
          onNavigate?.()
        }}
      >
        {t('common.nav.software')}
      </Link>
    </>
  )
}

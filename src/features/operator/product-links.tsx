import { Link } from '@tanstack/react-router'
import { brand } from '@kernel/brand'
import { useLang, useT } from '~/i18n/use-lang'

/** The operator site's three pages, as list items: the footer and the sitemap page name them the same way. */
export function ProductLinks({ linkClass }: { linkClass: string }) {
  const t = useT()
  const lang = useLang()
  return (
    <>
      <li>
        <Link to="/$lang/software" params={{ lang }} className={linkClass}>
          {t('common.nav.software')}
        </Link>
      </li>
      <li>
        <Link to="/$lang/features" params={{ lang }} className={linkClass}>
          {t('common.footer.features')}
        </Link>
      </li>
      <li>
        <Link to="/$lang/why" params={{ lang }} className={linkClass}>
          {t('common.footer.why', { brand: brand.name })}
        </Link>
      </li>
    </>
  )
}

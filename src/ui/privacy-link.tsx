import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'

/** "Polityka prywatności" / "Privacy policy" inside a sentence that points to it (a form's consent line, the cookies page). */
export function PrivacyLink() {
  const t = useT()
  const lang = useLang()
  return (
    <Link to="/$lang/privacy" params={{ lang }} className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
      {t('pages.privacy.heading')}
    </Link>
  )
}

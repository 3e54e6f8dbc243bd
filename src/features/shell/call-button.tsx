import { css } from 'styled-system/css'
import { brand, phoneHref } from '@kernel/brand'
import { button } from 'styled-system/recipes'
import { track } from '~/lib/analytics'
import { useT } from '~/i18n/use-lang'
import { PhoneIcon } from '~/ui/shell-icons'

/** `compact`: the number shows only from lg up (the header is too narrow for it between 768 and 1024 px). */
const wideOnly = css({ display: { base: 'none', lg: 'inline' } })

// One literal recipe call per look: the build turns each into its class string (ADR 0029), so the shell, which
// every page renders, does not pull Panda's runtime into the first load. `block: false` stays explicit: the
// runtime's string for it carries its own class.
const LOOKS = {
  outline: { inline: button({ variant: 'outline', block: false }), block: button({ variant: 'outline', block: true }) },
  ghost: { inline: button({ variant: 'ghost', block: false }), block: button({ variant: 'ghost', block: true }) },
}

export function CallButton({
  block = false,
  variant = 'outline' as const,
  compact = false,
}: {
  block?: boolean
  variant?: 'outline' | 'ghost'
  compact?: boolean
}) {
  const t = useT()
  return (
    <a
      href={phoneHref}
      className={LOOKS[variant][block ? 'block' : 'inline']}
      onClick={() => track('call_click', { phone: brand.phone })}
      aria-label={t('common.nav.callLabel', { phone: brand.phone })}
    >
      <PhoneIcon size={18} />
      <span className={compact ? wideOnly : undefined}>{brand.phone}</span>
    </a>
  )
}

import { css } from 'styled-system/css'
import { brand, phoneHref } from '@kernel/brand'
import { button } from 'styled-system/recipes'
import { track } from '~/features/analytics/analytics'
import { useT } from '~/i18n/use-lang'
import { PhoneIcon } from '~/ui/icons'

/** `compact`: the number shows only from lg up (the header is too narrow for it between 768 and 1024 px). */
const wideOnly = css({ display: { base: 'none', lg: 'inline' } })

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
      className={button({ variant, block })}
      onClick={() => track('call_click', { phone: brand.phone })}
      aria-label={t('common.nav.callLabel', { phone: brand.phone })}
    >
      <PhoneIcon size={18} />
      <span className={compact ? wideOnly : undefined}>{brand.phone}</span>
    </a>
  )
}

import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { config, phoneHref } from '~/config'
import { track } from '~/features/analytics/analytics'
import { useT } from '~/i18n/use-lang'
import { PhoneIcon } from '~/ui/icons'

/** `compact`: the number shows only from lg up (the header is too narrow for it between 768 and 1024 px). */
const wideOnly = css({ display: { base: 'none', lg: 'inline' } })

export function CallButton({ block = false, variant = 'outline' as const, compact = false }: { block?: boolean; variant?: 'outline' | 'ghost'; compact?: boolean }) {
  const t = useT()
  return (
    <a href={phoneHref} className={button({ variant, block })} onClick={() => track('call_click', { phone: config.phone })} aria-label={t('common.nav.callLabel', { phone: config.phone })}>
      <PhoneIcon size={18} />
      <span className={compact ? wideOnly : undefined}>{config.phone}</span>
    </a>
  )
}

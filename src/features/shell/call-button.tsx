import { button } from 'styled-system/recipes'
import { config, phoneHref } from '~/config'
import { track } from '~/features/analytics/analytics'
import { useT } from '~/i18n/use-lang'
import { PhoneIcon } from '~/ui/icons'

export function CallButton({ block = false, variant = 'outline' as const }: { block?: boolean; variant?: 'outline' | 'ghost' }) {
  const t = useT()
  return (
    <a href={phoneHref} className={button({ variant, block })} onClick={() => track('call_click', { phone: config.phone })} aria-label={t('common.nav.callLabel', { phone: config.phone })}>
      <PhoneIcon size={18} />
      <span>{config.phone}</span>
    </a>
  )
}

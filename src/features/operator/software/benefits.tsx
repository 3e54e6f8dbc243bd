import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { BoltIcon, ChartIcon, MonitorIcon, PhoneAppIcon } from '../icons'
import { Section } from '../section'

const ITEMS = [
  { id: 'mobile', icon: PhoneAppIcon },
  { id: 'web', icon: MonitorIcon },
  { id: 'automation', icon: BoltIcon },
  { id: 'analytics', icon: ChartIcon },
] as const

export function Benefits() {
  const t = useT()
  return (
    <Section eyebrow={t('softwarePage.benefits.eyebrow')} title={t('softwarePage.benefits.title')} id="korzysci">
      <ul
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          listStyle: 'none',
          p: '0',
        })}
      >
        {ITEMS.map(({ id, icon: Icon }) => (
          <li
            key={id}
            className={
              card({ padded: true, elevation: 'flat' }) + ' ' + css({ bg: 'bg.subtle', borderColor: 'transparent' })
            }
          >
            <span
              className={css({
                display: 'grid',
                placeItems: 'center',
                w: '11',
                h: '11',
                borderRadius: 'md',
                bg: 'brand.700',
                color: 'white',
                mb: '4',
              })}
            >
              <Icon size={22} />
            </span>
            <h3 className={css({ textStyle: 'h3', fontSize: 'lg' })}>{t(`softwarePage.benefits.items.${id}.title`)}</h3>
            <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })}>
              {t(`softwarePage.benefits.items.${id}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import type { ConsentChoice } from '~/lib/consent-store'

const row = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '4',
  py: '3',
  borderBottom: '1px solid',
  borderColor: 'border.default',
  _last: { borderBottom: 'none' },
})
const switchStyle = css({
  appearance: 'none',
  flexShrink: 0,
  w: '11',
  h: '6',
  borderRadius: 'full',
  bg: 'ink.500',
  position: 'relative',
  cursor: 'pointer',
  transition: 'background {durations.fast}',
  mt: '0.5',
  _before: {
    content: '""',
    position: 'absolute',
    top: '2px',
    left: '2px',
    w: '5',
    h: '5',
    borderRadius: 'full',
    bg: 'white',
    boxShadow: 'sm',
    transition: 'transform {durations.fast}',
  },
  _checked: { bg: 'brand.700', _before: { transform: 'translateX(20px)' } },
  _disabled: { cursor: 'not-allowed', opacity: 0.7 },
})

/** Necessary (always on, disabled), analytics and marketing as switches. */
export function ConsentToggles({
  value,
  onChange,
  idPrefix,
}: {
  value: ConsentChoice
  onChange: (next: ConsentChoice) => void
  idPrefix: string
}) {
  const t = useT()
  const items = [
    {
      key: 'necessary',
      label: t('consent.categories.necessary'),
      text: t('consent.categories.necessaryText'),
      checked: true,
      disabled: true,
    },
    {
      key: 'analytics',
      label: t('consent.categories.analytics'),
      text: t('consent.categories.analyticsText'),
      checked: value.analytics,
      disabled: false,
    },
    {
      key: 'marketing',
      label: t('consent.categories.marketing'),
      text: t('consent.categories.marketingText'),
      checked: value.marketing,
      disabled: false,
    },
  ] as const
  return (
    <div>
      {items.map((item) => (
        <div key={item.key} className={row}>
          <div>
            <label htmlFor={`${idPrefix}-${item.key}`} className={css({ fontWeight: '700', color: 'fg.strong' })}>
              {item.label}
            </label>
            <p id={`${idPrefix}-${item.key}-text`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {item.text}
            </p>
          </div>
          <input
            id={`${idPrefix}-${item.key}`}
            type="checkbox"
            role="switch"
            className={switchStyle}
            checked={item.checked}
            disabled={item.disabled}
            aria-describedby={`${idPrefix}-${item.key}-text`}
            onChange={(event) => item.key !== 'necessary' && onChange({ ...value, [item.key]: event.target.checked })}
          />
        </div>
      ))}
    </div>
  )
}

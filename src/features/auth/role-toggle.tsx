import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'

export type SigninRole = 'operator' | 'tenant'

const segment = css({
  flex: '1',
  h: '10',
  borderRadius: 'md',
  fontWeight: '600',
  cursor: 'pointer',
  color: 'fg.default',
  bg: 'transparent',
  border: 'none',
  '&[aria-pressed=true]': { bg: 'white', color: 'brand.800', boxShadow: 'sm' },
})

/** Operator / tenant: changes the copy only, never the login call (spec §6). */
export function RoleToggle({ value, onChange }: { value: SigninRole; onChange: (role: SigninRole) => void }) {
  const t = useT()
  return (
    <div>
      <div
        role="group"
        aria-label={t('auth.roleLabel')}
        className={css({ display: 'flex', p: '1', gap: '1', bg: 'ink.100', borderRadius: 'lg' })}
      >
        {(['operator', 'tenant'] as const).map((role) => (
          <button
            key={role}
            type="button"
            aria-pressed={value === role}
            className={segment}
            onClick={() => onChange(role)}
            data-testid={`role-${role}`}
          >
            {t(`auth.${role}`)}
          </button>
        ))}
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })} aria-live="polite">
        {t(value === 'operator' ? 'auth.operatorText' : 'auth.tenantText')}
      </p>
    </div>
  )
}

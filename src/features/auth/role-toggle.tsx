import { css } from 'styled-system/css'
import { segment } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'

export type SigninRole = 'operator' | 'tenant'

const segmentButton = segment({ width: 'equal' })

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
            className={segmentButton}
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

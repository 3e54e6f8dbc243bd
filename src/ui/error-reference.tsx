import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { errorReference } from '~/lib/error-reference'

/** "Reference code: K7M2Q9XD" — what an error state shows instead of any server text. */
export function ErrorReference({ error }: { error: unknown }) {
  const t = useT()
  return (
    <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="error-reference">
      {t('common.error.reference')}{' '}
      <code className={css({ fontFamily: 'mono', fontWeight: '600', color: 'fg.default' })}>
        {errorReference(error)}
      </code>
    </p>
  )
}

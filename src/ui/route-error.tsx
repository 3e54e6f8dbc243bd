import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { ErrorReference } from './error-reference'

/** Generic error state: "An error occurred" with a try-again action (spec §8). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useT()
  const router = useRouter()
  return (
    <section role="alert" className={css({ maxW: 'container', mx: 'auto', px: '4', py: '16', textAlign: 'center' })}>
      <h1 className={css({ textStyle: 'h2', mb: '3' })}>{t('common.error.generic')}</h1>
      <ErrorReference error={error} />
      <button
        type="button"
        className={button({ variant: 'outline' }) + ' ' + css({ mt: '6' })}
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {t('common.error.retry')}
      </button>
    </section>
  )
}

import { css } from 'styled-system/css'
import { button, skeleton } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { ErrorReference } from '~/ui/error-reference'

export const grid = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
})

export function CardSkeletons({ count = 6 }: { count?: number }) {
  const t = useT()
  return (
    <div className={grid} aria-busy="true">
      <span className={css({ srOnly: true })} role="status">
        {t('marketplace.list.loading')}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className={css({
            border: '1px solid',
            borderColor: 'border.default',
            borderRadius: 'lg',
            overflow: 'hidden',
          })}
        >
          <div className={skeleton() + ' ' + css({ aspectRatio: '3 / 2', borderRadius: '0' })} />
          <div className={css({ p: '5', display: 'flex', flexDirection: 'column', gap: '3' })}>
            <div className={skeleton() + ' ' + css({ h: '5', w: '3/4' })} />
            <div className={skeleton() + ' ' + css({ h: '4', w: '1/2' })} />
            <div className={skeleton() + ' ' + css({ h: '8', w: '2/3' })} />
          </div>
        </div>
      ))}
    </div>
  )
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT()
  return (
    <section role="alert" className={css({ textAlign: 'center', py: '16', px: '4' })}>
      <h1 className={css({ textStyle: 'h2' })}>{t('marketplace.list.error')}</h1>
      <p className={css({ color: 'fg.muted', mt: '3', mb: '2' })}>{t('marketplace.list.errorLine')}</p>
      <ErrorReference error={error} />
      <button type="button" className={button({ variant: 'outline' }) + ' ' + css({ mt: '6' })} onClick={onRetry}>
        {t('marketplace.list.retry')}
      </button>
    </section>
  )
}

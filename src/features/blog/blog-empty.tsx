import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'

export function BlogEmpty({ onReset }: { onReset: () => void }) {
  const t = useT()
  return (
    <div className={css({ textAlign: 'center', py: '16', px: '4', bg: 'bg.subtle', borderRadius: 'lg' })}>
      <h2 className={css({ textStyle: 'h3' })}>{t('blog.list.emptyTitle')}</h2>
      <p className={css({ color: 'fg.muted', mt: '2', mb: '6' })}>{t('blog.list.emptyText')}</p>
      <button type="button" className={button({ variant: 'outline' })} onClick={onReset}>
        {t('blog.list.showAll')}
      </button>
    </div>
  )
}

import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'

/** Fills a password field through conform so validation and the submitted value agree. */
export function GenerateButton({ onGenerate, label }: { onGenerate: () => void; label?: string }) {
  const t = useT()
  return (
    <button type="button" className={button({ variant: 'outline' })} onClick={onGenerate}>
      {label ?? t('adminForm.actions.generate')}
    </button>
  )
}

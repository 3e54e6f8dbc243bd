import { button } from 'styled-system/recipes'

/** Fills a password field through conform so validation and the submitted value agree. */
export function GenerateButton({ onGenerate, label = 'Generuj' }: { onGenerate: () => void; label?: string }) {
  return (
    <button type="button" className={button({ variant: 'outline' })} onClick={onGenerate}>
      {label}
    </button>
  )
}

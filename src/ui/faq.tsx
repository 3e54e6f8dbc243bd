import { css } from 'styled-system/css'
import { ChevronDownIcon } from './icons'

const item = css({
  borderBottom: '1px solid',
  borderColor: 'border.default',
  '& summary': {
    listStyle: 'none',
    cursor: 'pointer',
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '4',
    py: '5',
    fontWeight: '700',
    fontSize: 'lg',
    color: 'fg.strong',
  },
  '& summary::-webkit-details-marker': { display: 'none' },
  '& summary svg': { transition: 'transform {durations.normal}', flexShrink: 0 },
  '&[open] summary svg': { transform: 'rotate(180deg)' },
})

/** Native details/summary accordion: works without JavaScript and is keyboard accessible out of the box. */
export function Faq({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className={css({ borderTop: '1px solid', borderColor: 'border.default' })}>
      {items.map((entry) => (
        <details key={entry.question} className={item}>
          <summary>
            {entry.question}
            <ChevronDownIcon />
          </summary>
          <p className={css({ pb: '5', color: 'fg.muted', maxW: 'prose' })}>{entry.answer}</p>
        </details>
      ))}
    </div>
  )
}

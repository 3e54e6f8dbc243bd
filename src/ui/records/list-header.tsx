import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

/** A list page's title with its CSV download beside it (the download keeps the list's filters). */
export function ListHeader({
  title,
  exportHref,
  exportLabel,
  exportTestId,
}: {
  title: string
  exportHref: string
  exportLabel: string
  exportTestId: string
}) {
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: '3',
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: '4',
      })}
    >
      <h1 className={css({ textStyle: 'h2' })}>{title}</h1>
      <a href={exportHref} download className={button({ variant: 'outline', size: 'sm' })} data-testid={exportTestId}>
        {exportLabel}
      </a>
    </div>
  )
}

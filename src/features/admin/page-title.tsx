import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        flexWrap: 'wrap',
        mb: '5',
      })}
    >
      <h1 className={css({ textStyle: 'h2' })}>{title}</h1>
      {children}
    </div>
  )
}

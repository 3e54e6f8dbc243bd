import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export const formCard = css({
  bg: 'white',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: { base: '4', md: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
})

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 className={css({ textStyle: 'h3' })}>{title}</h2>
      {children}
    </section>
  )
}

import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { CheckIcon } from '~/ui/icons'

const item = css({ display: 'flex', gap: '3', alignItems: 'flex-start' })
const tick = css({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  w: '6',
  h: '6',
  borderRadius: 'full',
  bg: 'brand.100',
  color: 'brand.800',
  mt: '0.5',
})

/** A benefit in a ticked list: the operator pages' one way of saying "you get this". */
export function CheckItem({ children }: { children: ReactNode }) {
  return (
    <li className={item}>
      <span className={tick}>
        <CheckIcon size={14} />
      </span>
      {children}
    </li>
  )
}

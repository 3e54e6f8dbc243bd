import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'

const big = css({ h: 'auto', minH: '12', py: '2.5', px: '6', fontSize: 'md', whiteSpace: 'normal', textAlign: 'center' })

/** Prominent call-to-action button. (The recipe's `lg` size uses a height outside the spacing scale.) */
export function bigButton(variant: 'primary' | 'outline' | 'inverted' | 'accent' = 'primary', block = false) {
  return cx(button({ variant, block }), big)
}

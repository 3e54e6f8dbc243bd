import { button } from 'styled-system/recipes'

/** Prominent call-to-action button (the design system's `cta` size). */
export function bigButton(variant: 'primary' | 'outline' | 'inverted' | 'accent' = 'primary', block = false) {
  return button({ variant, block, size: 'cta' })
}

import { button } from 'styled-system/recipes'

type Variant = 'primary' | 'outline' | 'inverted' | 'accent'

/** Per variant, without and with `block`: literal calls the build turns into class names (ADR 0029). */
const CTA: Record<Variant, readonly [string, string]> = {
  primary: [
    button({ variant: 'primary', block: false, size: 'cta' }),
    button({ variant: 'primary', block: true, size: 'cta' }),
  ],
  outline: [
    button({ variant: 'outline', block: false, size: 'cta' }),
    button({ variant: 'outline', block: true, size: 'cta' }),
  ],
  inverted: [
    button({ variant: 'inverted', block: false, size: 'cta' }),
    button({ variant: 'inverted', block: true, size: 'cta' }),
  ],
  accent: [
    button({ variant: 'accent', block: false, size: 'cta' }),
    button({ variant: 'accent', block: true, size: 'cta' }),
  ],
}

/** Prominent call-to-action button (the design system's `cta` size). */
export function bigButton(variant: Variant = 'primary', block = false) {
  return CTA[variant][block ? 1 : 0]
}

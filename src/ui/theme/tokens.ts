import { defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev'

/** Palette: deep teal (trust, storage), warm amber accent (action), ink neutrals. All text pairs pass WCAG AA. */
export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#ecfdf8' },
      100: { value: '#cff7ea' },
      200: { value: '#9fecd6' },
      300: { value: '#62dabd' },
      400: { value: '#2cbf9f' },
      500: { value: '#11a386' },
      600: { value: '#0a826c' },
      700: { value: '#0c6858' },
      800: { value: '#0e5348' },
      900: { value: '#0f443c' },
      950: { value: '#032723' },
    },
    accent: {
      50: { value: '#fff8eb' },
      100: { value: '#feeac7' },
      200: { value: '#fdd28a' },
      300: { value: '#fcb44d' },
      400: { value: '#fb9a24' },
      500: { value: '#f5770b' },
      600: { value: '#d95506' },
      700: { value: '#b43909' },
      800: { value: '#922c0e' },
      900: { value: '#78260f' },
    },
    ink: {
      50: { value: '#f7f8f9' },
      100: { value: '#eef0f2' },
      200: { value: '#dde1e6' },
      300: { value: '#c2c9d1' },
      400: { value: '#8d98a5' },
      500: { value: '#5f6b79' },
      600: { value: '#4a5562' },
      700: { value: '#3a434e' },
      800: { value: '#252c35' },
      900: { value: '#161b22' },
      950: { value: '#0b0e12' },
    },
    danger: { 50: { value: '#fef2f2' }, 600: { value: '#c62828' }, 700: { value: '#a51d1d' } },
    success: { 50: { value: '#ecfdf3' }, 600: { value: '#14803d' }, 700: { value: '#116932' } },
    warning: { 50: { value: '#fffbeb' }, 700: { value: '#8a4b06' } },
  },
  fonts: {
    // The platform's UI font (ADR 0010): no font download, full Polish coverage, hinted for each screen.
    body: {
      value:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
    },
    heading: {
      value:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
    },
    mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace" },
  },
  radii: {
    xs: { value: '4px' },
    sm: { value: '6px' },
    md: { value: '10px' },
    lg: { value: '14px' },
    xl: { value: '20px' },
    '2xl': { value: '28px' },
    full: { value: '9999px' },
  },
  shadows: {
    xs: { value: '0 1px 2px rgba(16, 24, 40, 0.06)' },
    sm: { value: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)' },
    md: { value: '0 6px 16px -4px rgba(16, 24, 40, 0.10), 0 2px 6px -2px rgba(16, 24, 40, 0.06)' },
    lg: { value: '0 16px 32px -8px rgba(16, 24, 40, 0.14), 0 6px 12px -6px rgba(16, 24, 40, 0.08)' },
    xl: { value: '0 28px 56px -12px rgba(16, 24, 40, 0.22)' },
  },
  sizes: { container: { value: '1200px' }, prose: { value: '72ch' } },
  durations: { fast: { value: '120ms' }, normal: { value: '200ms' }, slow: { value: '320ms' } },
  zIndex: { header: { value: 50 }, overlay: { value: 80 }, modal: { value: 90 }, toast: { value: 100 } },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '#ffffff' },
      subtle: { value: '{colors.ink.50}' },
      muted: { value: '{colors.ink.100}' },
      inverted: { value: '{colors.brand.950}' },
      brandSoft: { value: '{colors.brand.50}' },
    },
    fg: {
      default: { value: '{colors.ink.800}' },
      strong: { value: '{colors.ink.950}' },
      muted: { value: '{colors.ink.600}' },
      inverted: { value: '#ffffff' },
      brand: { value: '{colors.brand.700}' },
      danger: { value: '{colors.danger.700}' },
      success: { value: '{colors.success.700}' },
    },
    // strong: borders of fields and switches must reach 3:1 against white (WCAG 1.4.11); ink.500 gives 5.4:1.
    border: {
      default: { value: '{colors.ink.200}' },
      strong: { value: '{colors.ink.500}' },
      brand: { value: '{colors.brand.600}' },
    },
    // accent.600 is ≥ 3.5:1 against every surface the ring sits on (white, ink.50/100, brand.50, brand.950); ADR 0014.
    focus: { value: '{colors.accent.600}' },
  },
})

/**
 * The one focus indicator (ADR 0014): an outline drawn outside the element, so neither its own fill nor an ancestor's
 * rounded clip hides it. Used by the global :focus-visible rule and by recipes that replace the default look.
 */
export const focusRing = { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' } as const

export const textStyles = defineTextStyles({
  display: {
    value: {
      fontFamily: 'heading',
      fontWeight: '800',
      fontSize: { base: '2.25rem', md: '3.5rem' },
      lineHeight: '1.05',
      letterSpacing: '-0.03em',
    },
  },
  h1: {
    value: {
      fontFamily: 'heading',
      fontWeight: '800',
      fontSize: { base: '1.875rem', md: '2.5rem' },
      lineHeight: '1.15',
      letterSpacing: '-0.02em',
    },
  },
  h2: {
    value: {
      fontFamily: 'heading',
      fontWeight: '700',
      fontSize: { base: '1.5rem', md: '2rem' },
      lineHeight: '1.2',
      letterSpacing: '-0.015em',
    },
  },
  h3: { value: { fontFamily: 'heading', fontWeight: '700', fontSize: '1.25rem', lineHeight: '1.3' } },
  lead: { value: { fontSize: { base: '1.0625rem', md: '1.1875rem' }, lineHeight: '1.6' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.6' } },
  small: { value: { fontSize: '0.875rem', lineHeight: '1.5' } },
  overline: { value: { fontSize: '0.75rem', fontWeight: '700', letterSpacing: '0.08em', textTransform: 'uppercase' } },
})

import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './tokens'

const button = defineRecipe({
  className: 'btn',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'md',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
    transition:
      'background {durations.fast}, color {durations.fast}, border-color {durations.fast}, box-shadow {durations.fast}',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    // A press held while the button's code comes (ADR 0117).
    _loading: { cursor: 'progress' },
  },
  variants: {
    variant: {
      primary: { bg: 'brand.700', color: 'white', _hover: { bg: 'brand.800' }, _active: { bg: 'brand.900' } },
      accent: { bg: 'accent.700', color: 'white', _hover: { bg: 'accent.800' } },
      outline: { bg: 'white', color: 'brand.800', borderColor: 'brand.600', _hover: { bg: 'brand.50' } },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.muted' } },
      inverted: { bg: 'white', color: 'brand.900', _hover: { bg: 'brand.50' } },
      link: {
        bg: 'transparent',
        color: 'fg.brand',
        px: '0!',
        h: 'auto!',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
      },
      danger: { bg: 'danger.600', color: 'white', _hover: { bg: 'danger.700' } },
    },
    size: {
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '11', px: '4', fontSize: 'md' },
      lg: { h: '3.25rem', px: '6', fontSize: 'lg' },
      /** Prominent call to action whose label may wrap on narrow screens. */
      cta: { h: 'auto', minH: '12', py: '2.5', px: '6', fontSize: 'md', whiteSpace: 'normal', textAlign: 'center' },
      icon: { h: '11', w: '11', p: '0' },
    },
    block: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

const input = defineRecipe({
  className: 'input',
  base: {
    w: 'full',
    h: '11',
    px: '3',
    bg: 'white',
    color: 'fg.strong',
    border: '1px solid',
    borderColor: 'border.strong',
    borderRadius: 'md',
    fontSize: 'md',
    transition: 'border-color {durations.fast}, box-shadow {durations.fast}',
    _placeholder: { color: 'ink.500' },
    _focusVisible: { ...focusRing, borderColor: 'brand.600' },
    // The error state keeps the same ring: a pale red halo was 1.09:1 against white.
    '&[aria-invalid=true]': { borderColor: 'danger.600', _focusVisible: { ...focusRing, borderColor: 'danger.600' } },
    _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
  },
  variants: {
    multiline: { true: { h: 'auto', minH: '28', py: '2', resize: 'vertical' } },
    size: { sm: { h: '9', fontSize: 'sm' }, md: {} },
  },
})

const select = defineRecipe({
  className: 'select',
  base: {
    w: 'full',
    h: '11',
    pl: '3',
    pr: '9',
    bg: 'white',
    color: 'fg.strong',
    border: '1px solid',
    borderColor: 'border.strong',
    borderRadius: 'md',
    fontSize: 'md',
    appearance: 'none',
    cursor: 'pointer',
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' fill='none'%3E%3Cpath stroke='%23252c35' stroke-width='2' d='m1 1 5 5 5-5'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 12px center',
    _focusVisible: { ...focusRing, borderColor: 'brand.600' },
    '&[aria-invalid=true]': { borderColor: 'danger.600' },
  },
})

const checkbox = defineRecipe({
  className: 'checkbox',
  base: {
    appearance: 'none',
    w: '5',
    h: '5',
    flexShrink: 0,
    border: '2px solid',
    borderColor: 'ink.500',
    borderRadius: 'xs',
    bg: 'white',
    cursor: 'pointer',
    display: 'inline-grid',
    placeContent: 'center',
    _checked: {
      bg: 'brand.700',
      borderColor: 'brand.700',
      backgroundImage:
        "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none'%3E%3Cpath stroke='white' stroke-width='2.5' d='m3.5 8.5 3 3 6-7'/%3E%3C/svg%3E\")",
    },
  },
})

const card = defineRecipe({
  className: 'card',
  base: { bg: 'white', border: '1px solid', borderColor: 'border.default', borderRadius: 'lg', overflow: 'hidden' },
  variants: {
    elevation: { flat: {}, raised: { boxShadow: 'sm' }, floating: { boxShadow: 'lg', borderColor: 'transparent' } },
    // The card draws the ring for the link inside it: the card clips (overflow hidden), so a ring on the link's
    // stretched ::after overlay was cut away.
    interactive: {
      true: {
        transition: 'box-shadow {durations.normal}, transform {durations.normal}',
        _hover: { boxShadow: 'md', transform: 'translateY(-2px)' },
        _reducedMotion: { _hover: { transform: 'none' } },
        '&:has(:focus-visible)': focusRing,
      },
    },
    padded: { true: { p: { base: '4', md: '6' } } },
  },
  defaultVariants: { elevation: 'raised' },
})

const chip = defineRecipe({
  className: 'chip',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '3',
    h: '8',
    borderRadius: 'full',
    fontSize: 'sm',
    fontWeight: '500',
    border: '1px solid',
    borderColor: 'border.default',
    bg: 'white',
    color: 'fg.default',
    whiteSpace: 'nowrap',
  },
  variants: {
    selectable: {
      true: {
        cursor: 'pointer',
        _hover: { borderColor: 'brand.600' },
        '&[aria-pressed=true]': { bg: 'brand.700', color: 'white', borderColor: 'brand.700' },
      },
    },
    tone: { neutral: {}, brand: { bg: 'brand.50', borderColor: 'brand.200', color: 'brand.800' } },
  },
})

const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
    fontSize: 'xs',
    fontWeight: '700',
    letterSpacing: '0.02em',
  },
  variants: {
    tone: {
      brand: { bg: 'brand.700', color: 'white' },
      accent: { bg: 'accent.100', color: 'accent.800' },
      neutral: { bg: 'ink.100', color: 'ink.700' },
      success: { bg: 'success.50', color: 'success.700' },
      danger: { bg: 'danger.50', color: 'danger.700' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})

// The icons' own drawings (src/ui/icons.tsx, 24 × 24, 2 px strokes), as masks painted in the element's colour.
const svgMask = (body: string, paint: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${paint}>${body}</svg>`)}")`
const STROKE = "fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'"

/**
 * A 16 px sign drawn before the element's text by CSS alone, the same drawing as its SVG icon: a card repeats its
 * signs 24 times a page, and an SVG is two or three elements each (issue 45: fewer DOM nodes on the list). Decorative
 * only: a pseudo-element is not read out, as the icons' aria-hidden was not.
 */
const glyph = defineRecipe({
  className: 'glyph',
  base: {
    _before: {
      content: '""',
      flexShrink: 0,
      w: '4',
      h: '4',
      bg: 'currentColor',
      maskRepeat: 'no-repeat',
      maskSize: '100% 100%',
    },
  },
  variants: {
    shape: {
      pin: {
        _before: {
          maskImage: svgMask(
            "<path d='M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z'/><circle cx='12' cy='10' r='2.5'/>",
            STROKE,
          ),
        },
      },
      star: {
        _before: {
          bg: 'accent.500',
          maskImage: svgMask(
            "<path d='m12 2 3 6.3 6.9.9-5 4.8 1.2 6.9L12 17.6 5.9 20.9 7.1 14l-5-4.8 6.9-.9z'/>",
            "fill='black'",
          ),
        },
      },
    },
  },
})

const skeleton = defineRecipe({
  className: 'skeleton',
  base: {
    borderRadius: 'md',
    bg: 'ink.100',
    backgroundImage:
      'linear-gradient(90deg, token(colors.ink.100) 0px, token(colors.ink.50) 80px, token(colors.ink.100) 160px)',
    backgroundSize: '800px 100%',
    animation: 'shimmer 1.4s linear infinite',
    _reducedMotion: { animation: 'none' },
  },
})

const modal = defineSlotRecipe({
  className: 'modal',
  slots: ['backdrop', 'panel', 'header', 'title', 'body', 'footer', 'close'],
  base: {
    // The native modal <dialog> itself, stretched over the viewport (the UA's centred box and margins undone).
    backdrop: {
      position: 'fixed',
      inset: '0',
      w: '100%',
      h: '100%',
      maxW: 'none',
      maxH: 'none',
      m: '0',
      border: 'none',
      color: 'inherit',
      bg: 'rgba(11, 14, 18, 0.55)',
      zIndex: 'modal',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      overflow: 'hidden',
      animation: 'fadeIn {durations.normal}',
      '&[open]': { display: 'flex' },
      '&::backdrop': { bg: 'transparent' },
    },
    panel: {
      bg: 'white',
      borderRadius: 'xl',
      boxShadow: 'xl',
      w: 'full',
      maxH: 'calc(100dvh - 32px)',
      overflowY: 'auto',
      position: 'relative',
      animation: 'slideUp {durations.slow}',
      _reducedMotion: { animation: 'none' },
    },
    header: { px: '6', pt: '6', pb: '2', pr: '14' },
    title: { textStyle: 'h3' },
    body: { px: '6', py: '3' },
    footer: { px: '6', pb: '6', pt: '3', display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' },
    close: { position: 'absolute', top: '3', right: '3' },
  },
  variants: {
    size: {
      sm: { panel: { maxW: '440px' } },
      md: { panel: { maxW: '560px' } },
      demo: { panel: { maxW: '700px' } },
      trial: { panel: { maxW: '760px' } },
    },
  },
  defaultVariants: { size: 'md' },
})

const drawer = defineSlotRecipe({
  className: 'drawer',
  slots: ['panel', 'header', 'body'],
  base: {
    // A native modal <dialog>: the top layer puts it above the page whatever its ancestors' containing blocks.
    panel: {
      position: 'fixed',
      inset: '0',
      insetInlineStart: 'auto',
      m: '0',
      p: '0',
      border: 'none',
      h: '100dvh',
      maxH: '100dvh',
      w: 'min(88vw, 360px)',
      maxW: '100vw',
      bg: 'white',
      color: 'fg.default',
      boxShadow: 'xl',
      overflow: 'hidden',
      animation: 'slideInRight {durations.slow}',
      _reducedMotion: { animation: 'none' },
      '&[open]': { display: 'flex', flexDirection: 'column' },
      '&::backdrop': { bg: 'rgba(11, 14, 18, 0.5)' },
    },
    header: {
      display: 'flex',
      flexShrink: '0',
      alignItems: 'center',
      justifyContent: 'space-between',
      px: '4',
      h: '16',
      borderBottom: '1px solid',
      borderColor: 'border.default',
    },
    body: { flex: '1', overflowY: 'auto', p: '4', display: 'flex', flexDirection: 'column', gap: '2' },
  },
})

const toast = defineSlotRecipe({
  className: 'toast',
  slots: ['region', 'item', 'message', 'close'],
  base: {
    region: {
      position: 'fixed',
      bottom: '4',
      right: '4',
      left: { base: '4', sm: 'auto' },
      zIndex: 'toast',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      w: { sm: '380px' },
      pointerEvents: 'none',
    },
    item: {
      pointerEvents: 'auto',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      p: '4',
      borderRadius: 'lg',
      boxShadow: 'lg',
      bg: 'white',
      borderLeft: '4px solid',
      animation: 'slideUp {durations.normal}',
      _reducedMotion: { animation: 'none' },
    },
    message: { flex: '1', fontSize: 'sm', color: 'fg.strong' },
    close: { flexShrink: 0 },
  },
  variants: {
    tone: {
      success: { item: { borderColor: 'success.600' } },
      error: { item: { borderColor: 'danger.600' } },
      info: { item: { borderColor: 'brand.600' } },
    },
  },
  defaultVariants: { tone: 'info' },
})

const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'hint', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    // The asterisk is drawn, not written: its alt text ("/ ''") keeps it out of the label's name; the control says aria-required.
    label: {
      fontSize: 'sm',
      fontWeight: '600',
      color: 'fg.strong',
      '&[data-required]::after': { content: '"*" / ""', color: 'fg.danger', ml: '0.5' },
    },
    hint: { fontSize: 'xs', color: 'fg.muted' },
    error: { fontSize: 'sm', color: 'fg.danger', fontWeight: '500' },
  },
})

/** A section link in a console's tab bar (admin, operator panel): links, not ARIA tabs; aria-current marks it. */
const navTab = defineRecipe({
  className: 'navTab',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '12',
    px: { base: '2', md: '3' },
    fontSize: { base: 'sm', md: 'md' },
    fontWeight: '600',
    color: 'fg.muted',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderBottom: '3px solid transparent',
    _hover: { color: 'fg.strong' },
    _currentPage: { color: 'fg.brand', borderColor: 'brand.700' },
  },
})

/** One button of a segmented switch (aria-pressed marks the chosen one). */
const segment = defineRecipe({
  className: 'segment',
  base: {
    h: '10',
    borderRadius: 'md',
    fontWeight: '600',
    cursor: 'pointer',
    color: 'fg.default',
    bg: 'transparent',
    border: 'none',
    '&[aria-pressed=true]': { bg: 'white', color: 'brand.800', boxShadow: 'sm' },
  },
  variants: {
    /** equal: the buttons share the width; fit: each as wide as its label. */
    width: { equal: { flex: '1' }, fit: { px: '4' } },
  },
  defaultVariants: { width: 'fit' },
})

export const recipes = { button, input, select, checkbox, card, chip, badge, glyph, skeleton, navTab, segment }
export const slotRecipes = { modal, drawer, toast, field }

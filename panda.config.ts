import { defineConfig } from '@pandacss/dev'
import { recipes, slotRecipes } from './src/ui/theme/recipes'
import { focusRing, semanticTokens, textStyles, tokens } from './src/ui/theme/tokens'

export default defineConfig({
  preflight: true,
  // Its "Extracted in" timing lines, printed on every CSS rebuild, would bury real warnings.
  logLevel: 'warn',
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  conditions: { extend: { reducedMotion: '@media (prefers-reduced-motion: reduce)' } },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      recipes,
      slotRecipes,
      breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
      keyframes: {
        shimmer: { '0%': { backgroundPosition: '-400px 0' }, '100%': { backgroundPosition: '400px 0' } },
        marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
        // The stat ribbon's control names what its motion does while it runs by itself (ADR 0118): one label goes and
        // the other comes when the motion stops, after a delay.
        hideAtEnd: { to: { visibility: 'hidden' } },
        showAtEnd: { from: { visibility: 'hidden' }, to: { visibility: 'visible' } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        slideUp: {
          from: { transform: 'translateY(12px)', opacity: 0 },
          to: { transform: 'translateY(0)', opacity: 1 },
        },
        slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
      },
    },
  },
  // Short class names for the skipped sections' properties (ADR 0104): they sit in every card's class string, which
  // travels in the first load's JS and 24 times in the list's HTML.
  utilities: {
    extend: {
      contentVisibility: { className: 'cv', values: ['auto', 'visible', 'hidden'] },
      containIntrinsicBlockSize: { className: 'cibs' },
      overflowClipMargin: { className: 'ocm' },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', lineHeight: '1.6' },
    html: { scrollBehavior: 'smooth', _reducedMotion: { scrollBehavior: 'auto' } },
    a: { color: 'inherit' },
    ':focus-visible': { ...focusRing, borderRadius: 'sm' },
    '::selection': { bg: 'brand.100' },
    'h1, h2, h3, h4': { fontFamily: 'heading', lineHeight: '1.2', color: 'fg.strong', textWrap: 'balance' },
  },
})

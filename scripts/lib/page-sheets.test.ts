import { describe, expect, it } from 'vitest'
import { assembleSheet, encodeChoice } from '../../src/ui/page-sheet-leaves.ts'
import { choiceOf, leavesOf, lightningTargets } from './page-sheets.ts'

const WHOLE =
  '@layer reset,base,tokens,recipes,utilities;' +
  '@layer tokens{:where(:root,:host){--a:1px;--b:2px;--c:3px}}' +
  '@layer utilities{.m_1{margin:var(--a)}:is(.x:hover,.y:focus){color:red}.p_2{padding:var(--b)}' +
  '@media (min-width:48rem){.md\\:p_2{padding:var(--b)}}}' +
  '@keyframes spin{to{transform:rotate(1turn)}}'

describe('page sheets as a choice of the whole sheet’s declarations (ADR 0108)', () => {
  const whole = leavesOf(WHOLE)

  it('gives back every declaration, in order, when all are chosen', () => {
    const all = assembleSheet(whole.leaves, encodeChoice([...Array(whole.count).keys()], whole.count))
    expect(leavesOf(all).leaves).toEqual(whole.leaves)
  })

  it('keeps a route’s own declarations and custom properties, at their place and under their at-rules', () => {
    // What Panda writes for a route that draws `.y:focus` and `md:p_2` only; the layer statement is always there.
    const route =
      '@layer reset,base,tokens,recipes,utilities;@layer tokens{:where(:root,:host){--b:2px}}' +
      '@layer utilities{.y:focus{color:red}@media (min-width:48rem){.md\\:p_2{padding:var(--b)}}}'
    const sheet = assembleSheet(whole.leaves, encodeChoice(choiceOf(whole, route), whole.count))
    expect(sheet).toBe(
      '@layer reset,base,tokens,recipes,utilities;@layer tokens{:where(:root,:host){--b:2px}}' +
        '@layer utilities{:is(.x:hover,.y:focus){color:red}@media (min-width:48rem){.md\\:p_2{padding:var(--b)}}}',
    )
  })

  it('fails the build when a route’s rule is not in the whole sheet', () => {
    expect(() => choiceOf(whole, '@layer utilities{.gap_9{gap:9px}}')).toThrow(/not in the whole sheet/)
  })

  it('reads Vite’s CSS targets as Lightning CSS’s', () => {
    expect(lightningTargets(['chrome111', 'safari16.4', 'ios16.4'])).toEqual({
      chrome: 111 << 16,
      safari: (16 << 16) | (4 << 8),
      ios_saf: (16 << 16) | (4 << 8),
    })
  })
})

import { describe, expect, it } from 'vitest'
import { mergePrefill } from './merge-prefill'

const A = 'Interesuje mnie boks A-101 (2 m²).'
const B = 'Interesuje mnie boks B-202 (5 m²).'

describe('mergePrefill: a prefill never overwrites what the renter wrote', () => {
  it('fills an empty message', () => {
    expect(mergePrefill('', A, '')).toBe(A)
    expect(mergePrefill('  \n', A, '')).toBe(A)
  })
  it('adds the sentence under a typed message, keeping every character', () => {
    expect(mergePrefill('Czy mogę wjechać autem?  ', A, '')).toBe(`Czy mogę wjechać autem?\n\n${A}`)
  })
  it('swaps only the sentence an earlier Reserve added', () => {
    expect(mergePrefill(`Pytanie o dojazd.\n\n${A}`, B, A)).toBe(`Pytanie o dojazd.\n\n${B}`)
    expect(mergePrefill(A, B, A)).toBe(B)
  })
  it('does not add the same sentence twice', () => {
    expect(mergePrefill(`Hej\n\n${A}`, A, '')).toBe(`Hej\n\n${A}`)
  })
})

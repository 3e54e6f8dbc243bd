import { describe, expect, it } from 'vitest'
import { cpuSplit } from './proc-cpu'

describe('cpuSplit', () => {
  it('gives each process its CPU per request, heaviest first, and leaves out the idle ones', () => {
    const before = { node: 1000, workerd: 2000, esbuild: 50 }
    const after = { node: 1600, workerd: 4400, esbuild: 50 }
    expect(cpuSplit(before, after, 100)).toBe('workerd 24, node 6')
  })

  it('counts a process that started during the run from zero', () => {
    expect(cpuSplit({}, { workerd: 300 }, 10)).toBe('workerd 30')
  })
})

import { describe, expect, it } from 'vitest'
import { environmentOf, isLocal } from './environment.server'

describe('environmentOf', () => {
  it('reads the three environments as they are', () => {
    expect(environmentOf({ ENVIRONMENT: 'local' })).toBe('local')
    expect(environmentOf({ ENVIRONMENT: 'staging' })).toBe('staging')
    expect(environmentOf({ ENVIRONMENT: 'production' })).toBe('production')
  })

  it('takes an unset, empty or unknown value for production, never for local', () => {
    for (const env of [
      {},
      { ENVIRONMENT: undefined },
      { ENVIRONMENT: '' },
      { ENVIRONMENT: 'Local' },
      { ENVIRONMENT: 'dev' },
    ]) {
      expect(environmentOf(env)).toBe('production')
      expect(isLocal(env)).toBe(false)
    }
    expect(isLocal({ ENVIRONMENT: 'local' })).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { oneLine } from './outbox'

describe('oneLine', () => {
  it('leaves no line break or control character for a header to be split on', () => {
    expect(oneLine('Prośba o prezentację: Jan\r\nBcc: all@evil.example')).toBe(
      'Prośba o prezentację: Jan Bcc: all@evil.example',
    )
    expect(oneLine('a\u2028b\u0085c\0d')).toBe('a b c d')
  })
})

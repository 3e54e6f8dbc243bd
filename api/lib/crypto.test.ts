import { bytesToHex } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { base64url, fromBase64url, hmacSha256, sha256Hex } from './crypto'

describe('crypto helpers', () => {
  it('base64url has no padding and no +/, and reads back what it wrote', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
    const text = base64url(bytes)
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(fromBase64url(text)).toEqual(bytes)
    expect(base64url(new Uint8Array([251, 255]))).toBe('-_8')
  })

  it('hashes like the published test vectors', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    // RFC 4231, test case 2.
    expect(bytesToHex(await hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })
})

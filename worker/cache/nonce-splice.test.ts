import { describe, expect, it } from 'vitest'
import { nonceOffsets, spliceNonce } from './nonce-splice'

const encode = (s: string) => new TextEncoder().encode(s)
const decode = (b: Uint8Array) => new TextDecoder().decode(b)

describe('nonce splice', () => {
  const old = 'AAAAAAAAAAAAAAAAAAAAAAAA'
  const fresh = 'Zm9vYmFyYmF6cXV4cXV1eHp6'
  const html = encode(
    `<script nonce="${old}">x</script><p>zażółć</p><link nonce="${old}"/><script>$_TSR.n="${old}"</script>`,
  )

  it('finds every occurrence, including inside inline scripts, as byte offsets past multi-byte text', () => {
    expect(nonceOffsets(html, old)).toHaveLength(3)
  })

  it('writes the new nonce everywhere and leaves the cached bytes untouched', () => {
    const out = spliceNonce(html, nonceOffsets(html, old), fresh)
    expect(decode(out)).toBe(decode(html).replaceAll(old, fresh))
    expect(decode(html)).toContain(old)
  })

  it('finds nothing in HTML without the nonce, or for an empty nonce', () => {
    expect(nonceOffsets(encode('<p>no scripts</p>'), old)).toEqual([])
    expect(nonceOffsets(html, '')).toEqual([])
  })

  it('finds a nonce anchored past its first character, among decoys sharing that anchor', () => {
    // The anchor is the first digit (offset 5); "7" also sits alone and in a near-match before the real nonce.
    const nonce = 'abcde7ghijklmnopqrstuvwx'
    const page = encode(`7 abcde7ghij 77 <script nonce="${nonce}"></script>${nonce}7`)
    const first = decode(page).indexOf(nonce)
    expect(nonceOffsets(page, nonce)).toEqual([first, first + nonce.length + 11])
  })

  it('handles a near-match prefix before the real one', () => {
    const tricky = encode(`Zm9vYmF ${fresh}`)
    expect(nonceOffsets(tricky, fresh)).toEqual([8])
  })
})

describe('newNonce', () => {
  it('is always 24 base64 characters and differs every time', async () => {
    const { newNonce } = await import('../middleware/security-headers')
    const nonces = Array.from({ length: 200 }, newNonce)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})

import { describe, expect, it } from 'vitest'
import { safeNextPath } from './safe-next'

const hostile = [
  // Dot segments that normalise into a protocol-relative path.
  '/.//evil.com',
  '/./\\/evil.com',
  '/a/..//evil.com',
  '/%2e//evil.com',
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'http://evil.com/admin',
  'HTTPS://evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.com',
  'admin',
  '%2F%2Fevil.com',
  '/%2F/evil.com',
  '/%2f%2fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%252F%252Fevil.com',
  '/%255Cevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '/%09/evil.com',
  '/%0A/evil.com',
  '/%0d%0a/evil.com',
  '/\u0000/evil.com',
  ' //evil.com',
  ' /admin',
  '/admin ',
  '',
  '   ',
  '/%E0%A4%A',
  '/%',
  `/${'a'.repeat(2100)}`,
  '/ /evil.com',
  '/\u00a0/evil.com',
]

describe('safeNextPath', () => {
  it.each(hostile)('refuses %j', (payload) => {
    expect(safeNextPath(payload)).toBeNull()
  })

  it('refuses non-strings', () => {
    expect(safeNextPath(null)).toBeNull()
    expect(safeNextPath(undefined)).toBeNull()
  })

  it.each([
    ['/', '/'],
    ['/admin', '/admin'],
    ['/admin/clients?page=2&sort=id', '/admin/clients?page=2&sort=id'],
    ['/pl/magazyny-self-storage?q=Warszawa#map', '/pl/magazyny-self-storage?q=Warszawa#map'],
    ['/en/blog/some-post', '/en/blog/some-post'],
    ['/pl/magazyn-self-storage/gizo-box-jawczyce', '/pl/magazyn-self-storage/gizo-box-jawczyce'],
    ['/admin/users?q=a%40b.pl', '/admin/users?q=a%40b.pl'],
  ])('keeps %j', (payload, expected) => {
    expect(safeNextPath(payload)).toBe(expected)
  })
})

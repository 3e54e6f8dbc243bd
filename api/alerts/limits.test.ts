import { describe, expect, it } from 'vitest'
import { domainKey } from './limits'

describe('domainKey: what the per-domain alert limit counts (issue 41)', () => {
  it('is the registrable domain, its subdomains included', () => {
    expect(domainKey('a@evil.example')).toBe('evil.example')
    expect(domainKey('b@mx.EVIL.example')).toBe('evil.example')
    expect(domainKey('c@deep.mx.evil.example')).toBe('evil.example')
  })

  it('keeps the owner’s label under a shared second level', () => {
    expect(domainKey('jan@firma.com.pl')).toBe('firma.com.pl')
    expect(domainKey('jan@poczta.firma.com.pl')).toBe('firma.com.pl')
  })

  it('is the normalised address at a large mailbox provider', () => {
    expect(domainKey('Jan.Kowalski+alerty@gmail.com')).toBe('jankowalski@gmail.com')
    expect(domainKey('jan@googlemail.com')).toBe('jan@gmail.com')
    expect(domainKey('ewa+1@wp.pl')).toBe('ewa@wp.pl')
    expect(domainKey('ewa@poczta.onet.pl')).toBe('ewa@poczta.onet.pl')
    expect(domainKey('ewa@interia.pl')).toBe('ewa@interia.pl')
  })
})

import { describe, expect, it } from 'vitest'
import { networkOf } from './network'

describe('networkOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(networkOf('198.51.100.7')).toBe('198.51.100.7')
  })

  it('counts every IPv6 address of one /64 as one network, in any spelling', () => {
    const one = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::dead:beef%eth0',
    ].map(networkOf)
    expect(new Set(one)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(networkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(networkOf('::1')).toBe('0:0:0:0::/64')
    expect(networkOf('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
  })

  it('reads IPv4-mapped and dotted-tail IPv6 addresses', () => {
    expect(networkOf('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(networkOf('2001:db8:1:2::192.0.2.1')).toBe('2001:db8:1:2::/64')
  })

  it('keeps what is not an address as given (local test labels), never throws', () => {
    for (const junk of ['local', ':::', '1:2:3', 'g::1', '1::2::3', '1:2:3:4:5:6:7:8:9', '::1.2.3.999'])
      expect(() => networkOf(junk)).not.toThrow()
    expect(networkOf('local')).toBe('local')
    expect(networkOf('1::2::3')).toBe('1::2::3')
  })
})

import { describe, expect, it } from 'vitest'
import { emailKey } from './email-key'

describe('the address as the hold limits count it', () => {
  it('gives every spelling of one mailbox the same key', () => {
    const spellings = [
      'mallory@gmail.com',
      'Mallory@Gmail.com',
      'mallory+1@gmail.com',
      'm.allory@gmail.com',
      'm.a.l.l.o.r.y+hold-2@googlemail.com',
      'ｍallory@gmail.com',
      ' MALLORY@GMAIL.COM. ',
    ]
    expect(new Set(spellings.map(emailKey))).toEqual(new Set(['mallory@gmail.com']))
  })

  it('keeps dots where the provider delivers them elsewhere, and a name that is only a tag', () => {
    expect(emailKey('j.kowalski@example.pl')).toBe('j.kowalski@example.pl')
    expect(emailKey('j.kowalski+x@example.pl')).toBe('j.kowalski@example.pl')
    expect(emailKey('+x@example.pl')).toBe('+x@example.pl')
  })
})

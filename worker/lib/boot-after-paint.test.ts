import { describe, expect, it } from 'vitest'
import { loaderScript } from './boot-after-paint'

const body = (tag: string) => tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'))

describe('the boot loader', () => {
  it('is one script that compiles, with the nonce on the tag and the list as its arguments', () => {
    const tag = loaderScript('/assets/index-a.js', ['/assets/core-b.js', '/assets/pl-c.js'], 'n0nce')
    expect(tag.startsWith('<script nonce="n0nce" data-boot="">')).toBe(true)
    // Compiles: a slip in the hand-written loader fails here, not in a visitor's browser.
    expect(() => new Function(body(tag))).not.toThrow()
    expect(body(tag)).toMatch(/\("\/assets\/index-a\.js",\["\/assets\/core-b\.js","\/assets\/pl-c\.js"\]\)$/)
  })

  it('cannot be closed early by what its list holds', () => {
    const tag = loaderScript('/assets/index.js', ['/x</script><script>alert(1)//.js'], null)
    expect(tag.indexOf('</script>')).toBe(tag.length - '</script>'.length)
    expect(tag.startsWith('<script data-boot="">')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { escapeHtml, tag, voidTag } from './html'

describe('static HTML strings', () => {
  it('escapes markup, quotes and entities in text', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    )
  })

  it('escapes attribute values and leaves out undefined ones', () => {
    expect(tag('a', { href: '#a"><b', title: undefined, 'data-n': 3 }, 'x')).toBe(
      '<a href="#a&quot;&gt;&lt;b" data-n="3">x</a>',
    )
  })

  it('writes void elements without a closing tag', () => {
    expect(voidTag('img', { src: '/a.svg', alt: 'A & B' })).toBe('<img src="/a.svg" alt="A &amp; B">')
  })
})

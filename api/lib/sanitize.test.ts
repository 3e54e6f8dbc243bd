import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize'

describe('sanitizeHtml', () => {
  it('keeps structure and safe links', () => {
    expect(sanitizeHtml('<h2>Tytuł</h2><p>Tekst <strong>ważny</strong> <a href="https://x.pl" target="_blank">link</a></p>')).toBe(
      '<h2>Tytuł</h2><p>Tekst <strong>ważny</strong> <a href="https://x.pl" target="_blank">link</a></p>',
    )
  })

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil"></iframe>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<a href=" javascript:alert(1)">x</a>',
    '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  ])('neutralises %s', (payload) => {
    const clean = sanitizeHtml(payload) ?? ''
    expect(clean).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|style=/i)
  })
})

import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize'

describe('sanitizeHtml', () => {
  it('keeps structure and safe links', () => {
    expect(
      sanitizeHtml('<h2>Tytuł</h2><p>Tekst <strong>ważny</strong> <a href="https://x.pl" target="_blank">link</a></p>'),
    ).toBe('<h2>Tytuł</h2><p>Tekst <strong>ważny</strong> <a href="https://x.pl/" target="_blank">link</a></p>')
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

  it.each([
    ['/\\evil.example/x', 'https://evil.example/x'],
    ['/&#47;evil.example', 'https://evil.example/'],
    ['/&sol;evil.example', 'https://evil.example/'],
    ['\\\\evil.example', 'https://evil.example/'],
    ['/&#x5c;evil.example', 'https://evil.example/'],
    ['/\t/evil.example', 'https://evil.example/'],
    ['//evil.example', 'https://evil.example/'],
  ])('writes the off-site link a browser would follow for %s', (href, resolved) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${resolved}">x</a>`)
  })

  it.each([
    ['/pl/kontakt?a=1&amp;b=2#form', '/pl/kontakt?a=1&amp;b=2#form'],
    ['kontakt', '/kontakt'],
    ['#faq', '#faq'],
    ['mailto:biuro@skrytka.pl', 'mailto:biuro@skrytka.pl'],
    ['tel:+48221002030', 'tel:+48221002030'],
  ])('keeps site paths, anchors, mailto and tel: %s', (href, kept) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${kept}">x</a>`)
  })

  it.each([
    'data:text/html,x',
    'java&#x73;cript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:x',
    'ftp://x.pl/',
    'http://[::1',
  ])('drops %s', (href) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a href>x</a>')
  })

  it('allows only http(s) images', () => {
    expect(sanitizeHtml('<img src="mailto:x@y.pl">')).toBe('<img src>')
    expect(sanitizeHtml('<img src="/img/a.webp">')).toBe('<img src="/img/a.webp">')
  })
})

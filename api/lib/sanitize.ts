import { FilterXSS } from 'xss'

/**
 * Allow-list sanitizer for admin rich HTML (no DOM in Workers: js-xss parses tags itself). Only structural and
 * text-level tags survive; every attribute but safe link/image ones is dropped. Every URL is resolved the way a
 * browser would (entities decoded, tabs and newlines dropped, backslashes read as slashes) and written back as what
 * it resolved to, so the stored HTML can mean nothing else: `/\host` and `/&#47;host` come out as the off-site links
 * they are, and only http(s), mailto and tel survive.
 */
/** Relative links resolve against the site; which site does not matter, only that it is fixed. */
const SITE = new URL('https://skrytka.pl/')
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:']
const IMAGE_PROTOCOLS = ['http:', 'https:']

const NAMED: Record<string, string> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  period: '.',
  lpar: '(',
  rpar: ')',
  num: '#',
  quest: '?',
  equals: '=',
  commat: '@',
  percnt: '%',
  excl: '!',
  nbsp: '\u00a0',
}
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec || hex) {
      const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
    }
    return NAMED[name!] ?? whole
  })
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The URL a browser would follow, re-serialised; '' when it is not one of `protocols`. */
export function safeUrl(raw: string, protocols = LINK_PROTOCOLS): string {
  const text = decodeEntities(raw)
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
    .replace(/\\/g, '/')
  if (!text) return ''
  let url: URL
  try {
    url = new URL(text, SITE)
  } catch {
    return ''
  }
  if (!protocols.includes(url.protocol)) return ''
  // An in-page anchor stays one (resolving it would point at the home page).
  if (text.startsWith('#')) return escapeAttr(url.hash || '#')
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(text) && !text.startsWith('//')
  if (relative && url.origin === SITE.origin) return escapeAttr(url.pathname + url.search + url.hash)
  return escapeAttr(url.href)
}

const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    s: [],
    small: [],
    sub: [],
    sup: [],
    h2: [],
    h3: [],
    h4: [],
    ul: [],
    ol: [],
    li: [],
    blockquote: [],
    code: [],
    pre: [],
    hr: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: [],
    td: [],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'],
  allowCommentTag: false,
  safeAttrValue(_tag, name, value) {
    if (name === 'href') return safeUrl(value)
    if (name === 'src') return safeUrl(value, IMAGE_PROTOCOLS)
    const trimmed = value.trim()
    if (name === 'target') return trimmed === '_blank' ? '_blank' : ''
    if (name === 'rel') return 'noopener noreferrer'
    return trimmed.replace(/["<>]/g, '')
  },
})

export function sanitizeHtml(html: string | null | undefined): string | null {
  if (html == null) return null
  const clean = filter.process(html).trim()
  return clean || null
}

/** Plain text fields (FAQ, titles): no markup at all. */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '').trim()
}

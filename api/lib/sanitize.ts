import { FilterXSS } from 'xss'

/**
 * Allow-list sanitizer for admin rich HTML (no DOM in Workers: js-xss parses tags itself). Only structural and
 * text-level tags survive; every attribute but safe link/image ones is dropped; URLs must be http(s), mailto or tel.
 */
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/))/i

const filter = new FilterXSS({
  whiteList: {
    p: [], br: [], strong: [], b: [], em: [], i: [], u: [], s: [], small: [], sub: [], sup: [],
    h2: [], h3: [], h4: [], ul: [], ol: [], li: [], blockquote: [], code: [], pre: [], hr: [],
    table: [], thead: [], tbody: [], tr: [], th: [], td: [],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'],
  allowCommentTag: false,
  safeAttrValue(tag, name, value) {
    const trimmed = value.trim()
    if ((name === 'href' || name === 'src') && !SAFE_URL.test(trimmed.replace(/[\u0000-\u001f\s]/g, ''))) return ''
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

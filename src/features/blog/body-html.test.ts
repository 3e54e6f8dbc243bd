import { beforeAll, describe, expect, it } from 'vitest'
import { LANGS } from '@kernel/lang'
import { fullArticles } from '@tests/support/blog-articles'
import type { ArticleBody } from '@content/blog/types'
import { loadMessages } from '~/i18n'
import { articleBodyHtml } from './body-html'
import { headingId } from './format'

const one = (content: ArticleBody['content']['pl']): ArticleBody => ({ content: { pl: content, en: content } })

describe('articleBodyHtml', () => {
  beforeAll(() => Promise.all(LANGS.map((lang) => loadMessages(lang, ['blog']))))

  it('escapes every text, so a body cannot inject markup', () => {
    const html = articleBodyHtml(
      one([
        { type: 'p', text: '<img src=x onerror=alert(1)>' },
        { type: 'code', code: '</code><script>x()</script>', language: '"><b>' },
      ]),
      'pl',
    )
    expect(html).not.toMatch(/<img|<script|<b>/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&lt;/code&gt;&lt;script&gt;x()&lt;/script&gt;')
  })

  it('gives h2 headings their anchor ids', () => {
    const html = articleBodyHtml(
      one([
        { type: 'h2', text: 'Zażółć gęślą jaźń' },
        { type: 'h2', text: 'x', id: 'own' },
      ]),
      'pl',
    )
    expect(html).toContain(`<h2 id="${headingId('Zażółć gęślą jaźń')}"`)
    expect(html).toContain('<h2 id="own"')
  })

  it('renders a code block with a named copy button in the page language', () => {
    const en = articleBodyHtml(one([{ type: 'code', code: 'a: 1' }]), 'en')
    expect(en).toMatch(/<button type="button" class="[^"]+" data-copy="" aria-label="Copy code to clipboard">/)
    expect(en).toContain('<pre tabindex="0"')
  })

  it.each(LANGS)('renders every block and FAQ question of every article in %s', (lang) => {
    for (const article of fullArticles) {
      const html = articleBodyHtml(article, lang)
      const count = (name: string) => html.split(`<${name} `).length - 1 + html.split(`<${name}>`).length - 1
      const blocks = article.content[lang]
      expect(count('h2')).toBe(blocks.filter((b) => b.type === 'h2').length + (article.faq?.[lang].length ? 1 : 0))
      expect(count('pre')).toBe(blocks.filter((b) => b.type === 'code').length)
      expect(count('img')).toBe(blocks.filter((b) => b.type === 'img').length)
      expect(count('details')).toBe(article.faq?.[lang].length ?? 0)
    }
  })
})

import { css } from 'styled-system/css'
import type { Lang } from '@kernel/lang'
import { translate } from '~/i18n'
import { escapeHtml as text, tag } from '~/lib/html'
import type { LegalDoc, LegalSection } from '@content/legal/types'

/**
 * A legal document as one HTML string for a static island (ADR 0031): numbered sections with a table of contents;
 * headings carry anchors for deep links, and the contents' links are plain in-page `#anchors`.
 */
const style = {
  article: css({ maxW: 'prose', pb: '16' }),
  updated: css({ fontSize: 'sm', color: 'fg.muted' }),
  note: css({ mt: '3', p: '3', borderRadius: 'md', bg: 'brand.50', fontSize: 'sm' }),
  toc: css({ mt: '6', p: '5', borderRadius: 'lg', bg: 'bg.subtle' }),
  tocHeading: css({ fontWeight: '700', mb: '2' }),
  tocList: css({ pl: '5', listStyle: 'decimal', display: 'grid', gap: '1' }),
  tocLink: css({ color: 'fg.brand', textDecoration: 'underline', textUnderlineOffset: '2px' }),
  section: css({ mt: '10', scrollMarginTop: '20' }),
  heading: css({ textStyle: 'h3' }),
  paragraph: css({ mt: '3' }),
  list: css({ mt: '3', pl: '5', listStyle: 'disc', display: 'grid', gap: '1.5' }),
}

function sectionHtml(section: LegalSection, index: number): string {
  const paragraphs = section.paragraphs.map((p) => tag('p', { class: style.paragraph }, text(p))).join('')
  const list = section.list
    ? tag('ul', { class: style.list }, section.list.map((item) => tag('li', {}, text(item))).join(''))
    : ''
  return tag(
    'section',
    { id: section.id, 'aria-labelledby': `${section.id}-h`, class: style.section },
    tag('h2', { id: `${section.id}-h`, class: style.heading }, `${index + 1}. ${text(section.title)}`) +
      paragraphs +
      list,
  )
}

export function legalHtml(doc: LegalDoc, lang: Lang): string {
  const note = translate(lang, 'consent.legal.enNote')
  const toc = tag(
    'nav',
    { 'aria-labelledby': 'legal-toc', class: style.toc },
    tag('h2', { id: 'legal-toc', class: style.tocHeading }, text(translate(lang, 'consent.legal.toc'))) +
      tag(
        'ol',
        { class: style.tocList },
        doc.sections
          .map((s) => tag('li', {}, tag('a', { href: `#${s.id}`, class: style.tocLink }, text(s.title))))
          .join(''),
      ),
  )
  return tag(
    'article',
    { class: style.article },
    tag('p', { class: style.updated }, text(translate(lang, 'consent.legal.updated', { date: doc.updated }))) +
      (lang === 'en' && note ? tag('p', { class: style.note }, text(note)) : '') +
      toc +
      doc.sections.map(sectionHtml).join(''),
  )
}

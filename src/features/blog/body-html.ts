import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ArticleBody, Block, FaqItem } from '@content/blog/types'
import type { Lang } from '@kernel/lang'
import { translate } from '~/i18n'
import { escapeHtml, tag, voidTag } from '~/lib/html'
import { headingId } from './format'

/**
 * An article body (and its FAQ) as one HTML string: rendered once, on the server or when a client navigation loads
 * the article, and never hydrated block by block (ADR 0031). The classes are `css()`/recipe calls in this file, so
 * Panda's extraction (panda.config.ts `include: src/**`) generates them like any component's.
 */
const prose = {
  root: css({
    textStyle: 'body',
    fontSize: { base: '1rem', md: '1.0625rem' },
    lineHeight: '1.75',
    maxW: 'prose',
    '& > :first-child': { mt: '0' },
  }),
  h2: css({ textStyle: 'h2', mt: '12', mb: '4', scrollMarginTop: '24' }),
  h3: css({ textStyle: 'h3', mt: '8', mb: '3' }),
  p: css({ my: '4' }),
  ul: css({ my: '4', pl: '6', '& li': { my: '1.5', pl: '1' }, listStyleType: 'disc' }),
  ol: css({ my: '4', pl: '6', '& li': { my: '1.5', pl: '1' }, listStyleType: 'decimal' }),
  quote: css({
    my: '8',
    pl: '5',
    borderLeft: '4px solid',
    borderColor: 'brand.500',
    fontSize: 'lg',
    color: 'fg.strong',
    fontStyle: 'italic',
  }),
  cite: css({ display: 'block', mt: '2', fontSize: 'sm', fontStyle: 'normal', color: 'fg.muted' }),
  figure: css({ my: '8' }),
  img: css({ w: 'full', h: 'auto', borderRadius: 'md', bg: 'bg.muted' }),
  caption: css({ mt: '2', textStyle: 'small', color: 'fg.muted', textAlign: 'center' }),
}

const code = {
  figure: css({ my: '6', borderRadius: 'md', overflow: 'hidden', bg: 'ink.950', color: 'ink.50' }),
  caption: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    px: '4',
    py: '1.5',
    bg: 'ink.900',
    fontSize: 'xs',
    color: 'ink.200',
  }),
  language: css({ fontFamily: 'mono', textTransform: 'uppercase', letterSpacing: '0.06em' }),
  // The copy button's state lives in `data-state` (see copy-code.ts); CSS shows the matching icon.
  button: `${button({ variant: 'ghost', size: 'sm' })} ${css({
    color: 'white',
    _hover: { bg: 'ink.800' },
    '&[data-state=copied] [data-icon=copy], &:not([data-state=copied]) [data-icon=check]': { display: 'none' },
  })}`,
  pre: css({
    m: '0',
    p: '4',
    overflowX: 'auto',
    fontFamily: 'mono',
    fontSize: 'sm',
    lineHeight: '1.6',
    whiteSpace: 'pre',
  }),
}

const faq = {
  section: css({ mt: '12', maxW: 'prose' }),
  heading: css({ textStyle: 'h2', mb: '4' }),
  item: css({ borderBottom: '1px solid', borderColor: 'border.default', py: '3' }),
  question: css({ cursor: 'pointer', fontWeight: '600', color: 'fg.strong' }),
  answer: css({ mt: '2', color: 'fg.default' }),
}

/** Icons in ~/ui/icons' style (24×24 strokes, hidden from assistive tech), as markup: copy and its check. */
const icon = (name: string, shapes: string) =>
  `<svg data-icon="${name}" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${shapes}</svg>`
const COPY_ICON = icon(
  'copy',
  '<rect x="9" y="9" width="12" height="12" rx="2"></rect><path d="M5 15V5a2 2 0 0 1 2-2h10"></path>',
)
const CHECK_ICON = icon('check', '<path d="m5 12 5 5 9-10"></path>')

const text = escapeHtml
const items = (list: string[]) => list.map((item) => tag('li', {}, text(item))).join('')

function codeBlock(block: Extract<Block, { type: 'code' }>, lang: Lang): string {
  const copy = tag(
    'button',
    { type: 'button', class: code.button, 'data-copy': '', 'aria-label': translate(lang, 'blog.article.copyLabel') },
    `${COPY_ICON}${CHECK_ICON}${tag('span', { 'aria-live': 'polite' }, text(translate(lang, 'blog.article.copy')))}`,
  )
  return tag(
    'figure',
    { class: code.figure },
    tag(
      'figcaption',
      { class: code.caption },
      tag('span', { class: code.language }, text(block.language ?? 'code')) + copy,
    ) + tag('pre', { tabindex: 0, class: code.pre }, tag('code', {}, text(block.code))),
  )
}

function blockHtml(block: Block, lang: Lang): string {
  switch (block.type) {
    case 'h2':
      return tag('h2', { id: block.id ?? headingId(block.text), class: prose.h2 }, text(block.text))
    case 'h3':
      return tag('h3', { class: prose.h3 }, text(block.text))
    case 'p':
      return tag('p', { class: prose.p }, text(block.text))
    case 'ul':
      return tag('ul', { class: prose.ul }, items(block.items))
    case 'ol':
      return tag('ol', { class: prose.ol }, items(block.items))
    case 'quote':
      return tag(
        'blockquote',
        { class: prose.quote },
        tag('p', {}, text(block.text)) +
          (block.cite ? tag('cite', { class: prose.cite }, `— ${text(block.cite)}`) : ''),
      )
    case 'img':
      return tag(
        'figure',
        { class: prose.figure },
        voidTag('img', {
          src: block.src,
          alt: block.alt,
          width: block.width,
          height: block.height,
          loading: 'lazy',
          decoding: 'async',
          class: prose.img,
        }) + (block.caption ? tag('figcaption', { class: prose.caption }, text(block.caption)) : ''),
      )
    case 'code':
      return codeBlock(block, lang)
  }
}

/** Visible FAQ: FAQPage structured data must describe questions that are on the page. */
function faqHtml(list: readonly FaqItem[], lang: Lang): string {
  const entries = list.map((item) =>
    tag(
      'details',
      { class: faq.item },
      tag('summary', { class: faq.question }, text(item.question)) + tag('p', { class: faq.answer }, text(item.answer)),
    ),
  )
  return tag(
    'section',
    { 'aria-labelledby': 'article-faq', class: faq.section },
    tag('h2', { id: 'article-faq', class: faq.heading }, text(translate(lang, 'blog.article.faq'))) + entries.join(''),
  )
}

export function articleBodyHtml(body: ArticleBody, lang: Lang): string {
  const blocks = tag('div', { class: prose.root }, body.content[lang].map((block) => blockHtml(block, lang)).join(''))
  const questions = body.faq?.[lang]
  return questions?.length ? blocks + faqHtml(questions, lang) : blocks
}

import { css } from 'styled-system/css'
import type { Block } from '@content/blog/types'
import { CodeBlock } from './code-block'
import { headingId } from './format'

const prose = {
  h2: css({ textStyle: 'h2', mt: '12', mb: '4', scrollMarginTop: '24' }),
  h3: css({ textStyle: 'h3', mt: '8', mb: '3' }),
  p: css({ my: '4' }),
  list: css({ my: '4', pl: '6', '& li': { my: '1.5', pl: '1' } }),
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

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'h2':
      return (
        <h2 id={block.id ?? headingId(block.text)} className={prose.h2}>
          {block.text}
        </h2>
      )
    case 'h3':
      return <h3 className={prose.h3}>{block.text}</h3>
    case 'p':
      return <p className={prose.p}>{block.text}</p>
    case 'ul':
      return (
        <ul className={`${prose.list} ${css({ listStyleType: 'disc' })}`}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )
    case 'ol':
      return (
        <ol className={`${prose.list} ${css({ listStyleType: 'decimal' })}`}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      )
    case 'quote':
      return (
        <blockquote className={prose.quote}>
          <p>{block.text}</p>
          {block.cite ? <cite className={prose.cite}>— {block.cite}</cite> : null}
        </blockquote>
      )
    case 'img':
      return (
        <figure className={prose.figure}>
          <img
            src={block.src}
            alt={block.alt}
            width={block.width}
            height={block.height}
            loading="lazy"
            decoding="async"
            className={prose.img}
          />
          {block.caption ? <figcaption className={prose.caption}>{block.caption}</figcaption> : null}
        </figure>
      )
    case 'code':
      return <CodeBlock code={block.code} language={block.language} />
  }
}

export function ArticleBody({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div
      className={css({
        textStyle: 'body',
        fontSize: { base: '1rem', md: '1.0625rem' },
        lineHeight: '1.75',
        maxW: 'prose',
        '& > :first-child': { mt: '0' },
      })}
    >
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  )
}

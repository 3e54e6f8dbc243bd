import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'

/** Visible FAQ: FAQPage structured data must describe questions that are on the page. */
export function ArticleFaq({ items }: { items: readonly { question: string; answer: string }[] }) {
  const t = useT()
  return (
    <section aria-labelledby="article-faq" className={css({ mt: '12', maxW: 'prose' })}>
      <h2 id="article-faq" className={css({ textStyle: 'h2', mb: '4' })}>
        {t('blog.article.faq')}
      </h2>
      {items.map((item) => (
        <details
          key={item.question}
          className={css({ borderBottom: '1px solid', borderColor: 'border.default', py: '3' })}
        >
          <summary className={css({ cursor: 'pointer', fontWeight: '600', color: 'fg.strong' })}>
            {item.question}
          </summary>
          <p className={css({ mt: '2', color: 'fg.default' })}>{item.answer}</p>
        </details>
      ))}
    </section>
  )
}

import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import type { LegalDoc } from './types'

/** Numbered legal text with a table of contents; headings carry anchors for deep links. */
export function LegalDocument({ doc, note }: { doc: LegalDoc; note?: string }) {
  const t = useT()
  return (
    <article className={css({ maxW: 'prose', pb: '16' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('consent.legal.updated', { date: doc.updated })}</p>
      {note ? (
        <p className={css({ mt: '3', p: '3', borderRadius: 'md', bg: 'brand.50', fontSize: 'sm' })}>{note}</p>
      ) : null}
      <nav aria-labelledby="legal-toc" className={css({ mt: '6', p: '5', borderRadius: 'lg', bg: 'bg.subtle' })}>
        <h2 id="legal-toc" className={css({ fontWeight: '700', mb: '2' })}>
          {t('consent.legal.toc')}
        </h2>
        <ol className={css({ pl: '5', listStyle: 'decimal', display: 'grid', gap: '1' })}>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className={css({ color: 'fg.brand', textDecoration: 'underline', textUnderlineOffset: '2px' })}
              >
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section
          key={s.id}
          id={s.id}
          aria-labelledby={`${s.id}-h`}
          className={css({ mt: '10', scrollMarginTop: '20' })}
        >
          <h2 id={`${s.id}-h`} className={css({ textStyle: 'h3' })}>
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className={css({ mt: '3' })}>
              {p}
            </p>
          ))}
          {s.list ? (
            <ul className={css({ mt: '3', pl: '5', listStyle: 'disc', display: 'grid', gap: '1.5' })}>
              {s.list.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  )
}

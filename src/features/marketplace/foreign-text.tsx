import { css } from 'styled-system/css'
import type { Lang } from '@kernel/lang'

/**
 * The `lang` to put on operator text written in another language than the page (the Polish fallback on /en), so
 * screen readers switch voice and browsers hyphenate it right; undefined when the text matches the page.
 */
export const foreignLang = (textLang: Lang, pageLang: Lang): Lang | undefined =>
  textLang === pageLang ? undefined : textLang

/** One line, in the page's language, saying the text below is not in it. */
export function ForeignNote({ children }: { children: string }) {
  return (
    <p className={css({ fontSize: 'sm', color: 'fg.muted', fontStyle: 'italic' })} data-testid="foreign-note">
      {children}
    </p>
  )
}

import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { CheckIcon, CopyIcon } from '~/ui/icons'

/** Spec §9: the "Skopiowano" feedback stays for 1400 ms. */
export const COPY_FEEDBACK_MS = 1400

export function CodeBlock({ code, language }: { code: string; language?: string }) {
  const t = useT()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <figure className={css({ my: '6', borderRadius: 'md', overflow: 'hidden', bg: 'ink.950', color: 'ink.50' })}>
      <figcaption
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '2',
          px: '4',
          py: '1.5',
          bg: 'ink.900',
          fontSize: 'xs',
          color: 'ink.200',
        })}
      >
        <span className={css({ fontFamily: 'mono', textTransform: 'uppercase', letterSpacing: '0.06em' })}>
          {language ?? 'code'}
        </span>
        <button
          type="button"
          onClick={copy}
          aria-label={state === 'idle' ? t('blog.article.copyLabel') : undefined}
          className={`${button({ variant: 'ghost', size: 'sm' })} ${css({ color: 'white', _hover: { bg: 'ink.800' } })}`}
        >
          {state === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          <span aria-live="polite">
            {state === 'copied'
              ? t('blog.article.copied')
              : state === 'failed'
                ? t('blog.article.copyFailed')
                : t('blog.article.copy')}
          </span>
        </button>
      </figcaption>
      <pre
        tabIndex={0}
        className={css({
          m: '0',
          p: '4',
          overflowX: 'auto',
          fontFamily: 'mono',
          fontSize: 'sm',
          lineHeight: '1.6',
          whiteSpace: 'pre',
        })}
      >
        <code>{code}</code>
      </pre>
    </figure>
  )
}

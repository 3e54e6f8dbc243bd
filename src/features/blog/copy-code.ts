import type { MouseEvent } from 'react'
import type { Translate } from '~/i18n'

/** Spec §9: the "Skopiowano" feedback stays for 1400 ms. */
export const COPY_FEEDBACK_MS = 1400

type CopyState = 'idle' | 'copied' | 'failed'

const LABEL = {
  idle: 'blog.article.copy',
  copied: 'blog.article.copied',
  failed: 'blog.article.copyFailed',
} as const

const timers = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>()

/** Idle, the button is named by its aria-label ("Copy code to clipboard"); after a click, by the visible result. */
function show(button: HTMLButtonElement, state: CopyState, t: Translate) {
  button.dataset.state = state
  if (state === 'idle') button.setAttribute('aria-label', t('blog.article.copyLabel'))
  else button.removeAttribute('aria-label')
  const label = button.querySelector('[aria-live]')
  if (label) label.textContent = t(LABEL[state])
}

/**
 * The copy buttons of code blocks in a static article body (body-html.ts) are plain markup, not React components:
 * one click handler on the body delegates to them and updates the button in place.
 */
export function onCodeCopyClick(event: MouseEvent<HTMLElement>, t: Translate) {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-copy]')
  if (!button || !event.currentTarget.contains(button)) return
  const code = button.closest('figure')?.querySelector('pre code')?.textContent ?? ''
  const settle = (state: CopyState) => {
    clearTimeout(timers.get(button))
    show(button, state, t)
    timers.set(
      button,
      setTimeout(() => show(button, 'idle', t), COPY_FEEDBACK_MS),
    )
  }
  navigator.clipboard.writeText(code).then(
    () => settle('copied'),
    () => settle('failed'),
  )
}

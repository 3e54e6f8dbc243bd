import { useRouter } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { LangSwitcher } from '~/features/shell/lang-switcher'
import { rememberLang } from '~/features/shell/use-switch-lang'
import type { Lang } from '@kernel/lang'

/**
 * The console's language (ADR 0019): stored like the public switcher's choice (cookie + localStorage), then the
 * /admin route reads it again (router.invalidate re-runs its beforeLoad), so every console page and the next visit
 * follow it. The path stays the same.
 */
export function AdminLangSwitch() {
  const router = useRouter()
  const switchTo = (lang: Lang) => {
    rememberLang(lang)
    void router.invalidate()
  }
  // The public switcher's light buttons, on a light pill in the dark header.
  return (
    <div className={css({ bg: 'white', borderRadius: 'md' })}>
      <LangSwitcher switchTo={switchTo} />
    </div>
  )
}

import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadMessages } from './i18n'
import { SHELL_NAMESPACES } from './i18n/namespaces'
import { isLang, langOfPath } from '@kernel/lang'

// Head tags and markup are recomputed during hydration, so the page's dictionary must be in place first. The server
// wrote the page's language on <html> (the path's, or the admin console's own choice: ADR 0019) and the namespaces
// its matched routes render beyond the shell's (ADR 0027): exactly those load, in parallel, before hydrating.
const { lang, dataset } = document.documentElement
const namespaces = [...SHELL_NAMESPACES, ...(dataset.messages ?? '').split(' ').filter(Boolean)]
void Promise.resolve(loadMessages(isLang(lang) ? lang : langOfPath(window.location.pathname), namespaces)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  }),
)

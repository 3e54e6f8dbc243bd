import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadMessages } from './i18n'
import { isLang, langOfPath } from '@kernel/lang'

// Head tags and markup are recomputed during hydration, so the page's dictionary must be in place first. The server
// wrote the page's language on <html> (the path's, or the admin console's own choice: ADR 0019).
const { lang } = document.documentElement
void Promise.resolve(loadMessages(isLang(lang) ? lang : langOfPath(window.location.pathname))).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  }),
)

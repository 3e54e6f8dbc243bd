import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadMessages } from './i18n'
import { langOfPath } from '@kernel/lang'

// Head tags and markup are recomputed during hydration, so the page's dictionary must be in place first.
void Promise.resolve(loadMessages(langOfPath(window.location.pathname))).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  }),
)

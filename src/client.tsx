import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadMessages, seedPages } from './i18n'
import { PAGE_WORDS_ID } from './i18n/page-words-id'
import { SHELL_NAMESPACES } from './i18n/namespaces'
import { isLang, langOfPath } from '@kernel/lang'

// Head tags and markup are recomputed during hydration, so the page's dictionary must be in place first. The server
// wrote the page's language on <html> (the path's, or the admin console's own choice: ADR 0019) and the namespaces
// its matched routes render beyond the shell's (ADR 0027): exactly those load, in parallel, before hydrating.
// `pages` is not loaded: the document carries its own pages' entries (ADR 0109).
const { lang, dataset } = document.documentElement
const pageLang = isLang(lang) ? lang : langOfPath(window.location.pathname)
const seedText = document.getElementById(PAGE_WORDS_ID)?.textContent
const seeded = seedText ? seedPages(seedText) === pageLang : false
const namespaces = [...SHELL_NAMESPACES, ...(dataset.messages ?? '').split(' ').filter(Boolean)].filter(
  (namespace) => !(seeded && namespace === 'pages'),
)
void Promise.resolve(loadMessages(pageLang, namespaces)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  }),
)

import type { Lang } from '@kernel/lang'
import { CONSENT_COPY_ID, CONSENT_STORAGE_KEY } from '@kernel/names'
import { useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { loadMessages } from '~/i18n'
import { useLang } from '~/i18n/use-lang'
import { useConsent } from '~/lib/consent-store'
import { useOnDemand } from '~/ui/on-demand'
import { useHydrating } from '~/ui/use-hydrating'
import { ConsentBannerPanel } from './consent-banner-panel.lazy'

// The banner as a component, with its words (`consent`, ADR 0107): for a visitor who opens "Dostosuj", or a shell
// mounted in the browser without the server's copy.
const panelIn = (lang: Lang) => () =>
  Promise.all([import('./consent-banner-panel.lazy'), loadMessages(lang, ['consent'])]).then(
    ([m]) => m.ConsentBannerPanel,
  )
const PANEL = { pl: panelIn('pl'), en: panelIn('en') }

/** Set on <html> by the copy's script when no choice is stored: the only thing that shows the copy. */
const ASK = 'data-consent-ask'
/** Set on <html> by the copy's script when "Dostosuj" was pressed before the page hydrated. */
const CUSTOMISE = 'data-consent-customise'

// Hidden unless the script beside it found no stored choice: a returning visitor never sees it flash, a browser
// without scripts never sees a banner it could not use (as before, ADR 0028). A literal selector (ASK): the build
// turns only literal styles into class names (ADR 0029).
const copyBox = css({ display: 'none', '[data-consent-ask] &': { display: 'contents' } })

/**
 * Runs where the server's copy ends, before the page paints it: shows the copy when no valid choice is stored (the
 * check `readConsent` makes). Until `enhanceCopy` has taken the copy over (`data-enhanced`), it takes "Odrzuć" and
 * "Akceptuj" itself, in the stored format `saveConsent` writes, so a tap on a slow phone is not lost; "Dostosuj" is
 * remembered on <html> for the page to open. Server only: the browser reads the element back.
 */
const copyScript = createIsomorphicFn()
  .server(
    () =>
      `(function(b,h,k){try{var v=JSON.parse(localStorage.getItem(k));if(typeof v.analytics=="boolean"&&typeof v.marketing=="boolean")return}catch(e){}h.setAttribute("${ASK}","");b.addEventListener("click",function(e){var a=e.target.closest("[data-consent-action]");if(!a||b.hasAttribute("data-enhanced"))return;a=a.getAttribute("data-consent-action");if(a=="customise")return h.setAttribute("${CUSTOMISE}","");var y=a=="accept";try{localStorage.setItem(k,JSON.stringify({necessary:true,analytics:y,marketing:y,savedAt:new Date().toISOString()}))}catch(e){}h.removeAttribute("${ASK}")})})(document.currentScript.parentNode,document.documentElement,${JSON.stringify(CONSENT_STORAGE_KEY)})`,
  )
  .client(() => '')

/** The server's rendering of the banner, with its words; the browser never imports the panel for it. */
const serverPanel = createIsomorphicFn()
  .server((): ReactNode => <ConsentBannerPanel />)
  .client((): ReactNode => null)

/** Empty when the edge took the copy out for a visitor with a stored choice (worker/lib/consent-copy.ts). */
function readCopy(): { html: string; customise: boolean } | null {
  const element = document.getElementById(CONSENT_COPY_ID)
  return element ? { html: element.innerHTML, customise: document.documentElement.hasAttribute(CUSTOMISE) } : null
}

/**
 * First-visit banner (ADR 0116). The server renders it on every page, hidden, with a script that shows it when no
 * choice is stored, so a first visitor sees it with the page's first paint. The browser keeps that copy as it is,
 * without the banner's code or words: once hydrated, a small module makes its buttons work (`enhanceCopy`), and only
 * "Dostosuj" fetches the component, which then takes the copy's place.
 */
export function ConsentBanner() {
  const consent = useConsent()
  const lang = useLang()
  const router = useRouter()
  const hydrating = useHydrating()
  const [copy] = useState(() => (hydrating && typeof document !== 'undefined' ? readCopy() : null))
  // Set by "Dostosuj" with where the copy stood, so the component opens there.
  const [opened, setOpened] = useState<{ placement?: string } | null>(copy?.customise ? {} : null)
  const box = useRef<HTMLDivElement>(null)
  // No copy to show (a shell mounted later, or a copy the edge emptied while the stored choice has gone since):
  // the component draws the banner.
  const hasCopy = Boolean(copy?.html)
  const Panel = useOnDemand(PANEL[lang], consent === null && (!hasCopy || opened !== null))
  const showsCopy = hasCopy && consent === null && !(opened && Panel)

  useEffect(() => {
    const element = box.current
    if (!showsCopy || !element) return
    let stop: (() => void) | undefined
    let live = true
    // Not destructured: the build's preload rewriting (scripts/lib/route-preloads-plugin.ts) reads plain imports.
    void import('./consent-copy').then((copyModule) => {
      if (!live) return
      stop = copyModule.enhanceCopy(element, {
        open: (placement) => setOpened({ placement }),
        preload: () => void PANEL[lang](),
        navigate: (href) => void router.navigate({ href } as Parameters<typeof router.navigate>[0]),
      })
    })
    return () => {
      live = false
      stop?.()
    }
  }, [showsCopy, lang, router])

  // `import.meta.env.SSR`: the build drops this branch from the browser's code.
  if (import.meta.env.SSR)
    return (
      <div id={CONSENT_COPY_ID} className={copyBox}>
        {serverPanel()}
        <script
          nonce={router.options.ssr?.nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no data in it but the key.
          dangerouslySetInnerHTML={{ __html: copyScript() }}
        />
      </div>
    )
  // Hydration keeps the copy until the stored choice is read (after it, `consent` is known).
  if (copy !== null && (consent === undefined || showsCopy))
    return (
      <div
        key="copy"
        ref={box}
        id={CONSENT_COPY_ID}
        className={copyBox}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this element, read back from the document.
        dangerouslySetInnerHTML={{ __html: copy.html }}
      />
    )
  if (consent !== null || !Panel) return null
  return <Panel customising={opened !== null} placement={opened?.placement} />
}

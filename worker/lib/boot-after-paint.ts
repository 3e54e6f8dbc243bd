/**
 * A page's scripts start after its largest paint (issue 45, ADR 0115).
 *
 * Start writes the client entry as `<script type="module" async src>` and announces every chunk it imports, and the
 * dictionaries, as `<link rel="modulepreload">` in the head. The browser fetches them the moment it reads the head,
 * so ~130 KB of script share the connection with the page's first paint and its LCP photo: on a phone's link that is
 * most of a second before the heading or the photo shows. The page is server-rendered and readable without them;
 * what they bring is interactivity, which the photo does not wait for.
 *
 * So the head's module preloads are taken out as the HTML streams by, and the entry's tag becomes a small inline
 * script holding the same list. It announces them and adds the entry, all at once, when the page has painted its
 * largest element: the LCP photo (`img[fetchpriority=high]`, marked for Element Timing here) when the page has one,
 * its first contentful paint otherwise; or at once on the visitor's first pointer, touch, key or focus. Paint entries,
 * not timers or animation frames: a test's paused clock holds those back, and a frame after `load` can still come
 * before the first paint is presented. A photo that gets no entry (Chromium gives none to a data: placeholder, which
 * the home hero shows on a phone, nor to one out of view; other browsers have no Element Timing) starts the scripts
 * two frames after both the first paint and `load`, which waits for the photo; a browser without paint entries starts
 * two frames after `load`. A hidden tab starts when it is first shown.
 */
const LCP_MARK = 'boot'

/**
 * The loader, written once; the page's entry and preload list are its arguments. `document.currentScript` is this
 * element, so the nonce the Worker gave it passes on to what it adds (the CSP trusts only nonce'd scripts and what
 * they load).
 */
const LOADER = `(function(e,m){var d=document,w=window,n=d.currentScript.nonce,g=0,f=0,L=0,i,s=function(){if(g)return;g=1;m.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});var x=d.createElement("script");x.type="module";x.src=e;x.nonce=n;d.head.appendChild(x)},o=function(t,p,h){try{if(PerformanceObserver.supportedEntryTypes.indexOf(t)<0)return 0;var b=new PerformanceObserver(function(l){if(l.getEntries().some(p)){b.disconnect();h()}});b.observe({type:t,buffered:!0});return 1}catch(x){return 0}},k=function(){if(f&&L)requestAnimationFrame(function(){requestAnimationFrame(s)})},r=function(){i=d.querySelector("img[elementtiming=${LCP_MARK}]");if(i&&/^data:/.test(i.currentSrc||i.src))i=null;var P=o("paint",function(p){return p.name==="first-contentful-paint"},function(){f=1;i?k():s()});if(!P)f=1;if(i)o("element",function(p){return p.element===i},s);if(i||!P)d.readyState==="complete"?(L=1,k()):w.addEventListener("load",function(){L=1;k()})};["pointerdown","touchstart","keydown","focusin"].forEach(function(t){w.addEventListener(t,s,{capture:!0,once:!0,passive:!0})});d.readyState==="loading"?d.addEventListener("DOMContentLoaded",r):r()})`

/** The inline script that stands where the entry's tag was. JSON of asset paths: nothing in it can close the tag. */
export function loaderScript(entry: string, modules: readonly string[], nonce: string | null): string {
  const args = JSON.stringify([entry, modules]).slice(1, -1).replaceAll('<', '\\u003c')
  const nonceAttr = nonce ? ` nonce="${nonce}"` : ''
  return `<script${nonceAttr} data-boot="">${LOADER}(${args})</script>`
}

/** An HTML page with its scripts deferred past its first paint; anything else unchanged. */
export function bootAfterPaint(response: Response): Response {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response
  const modules: string[] = []
  return new HTMLRewriter()
    .on('img[fetchpriority="high"]', {
      element(img) {
        img.setAttribute('elementtiming', LCP_MARK)
      },
    })
    .on('head link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute('href')
        if (href) modules.push(href)
        link.remove()
      },
    })
    .on('script[type="module"][src]', {
      element(script) {
        const entry = script.getAttribute('src')!
        script.replace(
          loaderScript(
            entry,
            modules.filter((href) => href !== entry),
            script.getAttribute('nonce'),
          ),
          { html: true },
        )
      },
    })
    .transform(response)
}

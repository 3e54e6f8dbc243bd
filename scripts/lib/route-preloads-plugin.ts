import { createHash } from 'node:crypto'
import type { Plugin, Rollup } from 'vite'

/** The chunk every page loads (vite.config.ts). */
const CORE = 'core'
/** Vite's list of every file a dynamic import of this chunk preloads, written at the top of the chunk. */
const MAP_DEPS =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/
/** One dynamic import with its preload list, as Vite's import analysis writes it. */
const CALL = /import\(`\.\/([^`]+)`\)((?:\.then\([^`]*?\))?),__vite__mapDeps\(\[([0-9,]*)\]\)/g
/**
 * A route chunk's import as the splitter's thunk holds it once its list is moved: `()=>H(()=>import(\`./f\`),…)`,
 * with Vite's preload helper under its minified name, sometimes picking one export (`.then(e=>e.t)`).
 */
const ROUTE_THUNK =
  /\(\)=>([\w$]+)\(\(\)=>import\(`\.\/([^`]+)`\)(?:\.then\(([\w$]+)=>\3\.([\w$]+)\))?,__vite__routeDeps\(`\2`\)\)/g
/** TanStack's code splitter names the modules it splits out of a route file so (`?tsr-split=component---loader`). */
const ROUTE_SPLIT = /\?tsr-split=/

/**
 * `core` named, for each route chunk it can import, the chunks that route chunk imports, so that a navigation (or a
 * link's intent) fetches them all at once instead of one level at a time. Those lists, with every file name in them,
 * were 3.3 KB gzip of the 129.5 KB every visitor downloads, and a visitor reads at most the one for their next page
 * (issue 45, ADR 0107).
 *
 * This moves the route chunks' lists out of `core` into `route-preloads-<hash>.js`, which `core` imports the first
 * time a route chunk that the server did not already announce is asked for: on the first link a visitor points at,
 * or the first navigation. Its answer announces that chunk's imports as module preloads, and from then on Vite's
 * helper preloads them itself, as before. A first load imports only the page's own route chunks, which the server's
 * `<link rel="modulepreload">` tags already name with all their imports, so it never fetches the map.
 * Lists of other imports (the shell's lazy parts) stay where they were.
 *
 * The build fails if Vite stops writing the lists this way, so an upgrade cannot quietly bring them back or break
 * preloading.
 */
export function routePreloads(): Plugin {
  return {
    name: 'skrytka:route-preloads',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's import analysis has written the lists with their final file names.
      order: 'post',
      handler(_options, bundle) {
        const core = Object.values(bundle).find(
          (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.name === CORE,
        )
        if (!core) this.error(`no "${CORE}" chunk: update routePreloads()`)
        const header = MAP_DEPS.exec(core.code)
        if (!header) this.error(`Vite no longer lists ${CORE}'s preloads as __vite__mapDeps: update routePreloads()`)
        const files = JSON.parse(header[1]!) as string[]
        const kept: string[] = []
        const routes: Record<string, string[]> = {}
        let moved = 0
        const rest = core.code.slice(header[0].length)
        // Every use of the list must be one this plugin understands, or a rewritten list would point at wrong files.
        if ((rest.match(CALL)?.length ?? 0) !== rest.split('__vite__mapDeps(').length - 1)
          this.error(`a preload list in ${CORE} is not written as routePreloads() expects`)
        const body = rest.replace(CALL, (_call, target: string, then: string, list: string) => {
          const deps = list.split(',').map((index) => files[Number(index)]!)
          if (isRouteChunk(bundle, `assets/${target}`)) {
            routes[target] = deps
            moved++
            return `import(\`./${target}\`)${then},__vite__routeDeps(\`${target}\`)`
          }
          return `import(\`./${target}\`)${then},__vite__mapDeps([${deps.map((dep) => keep(kept, dep)).join(',')}])`
        })
        if (moved === 0) this.error(`no route chunk's preloads in ${CORE}: update routePreloads()`)
        // Each route's loader and component thunks name the same file twice more: one shared thunk maker says it once.
        let thunks = 0
        const compact = body.replace(
          ROUTE_THUNK,
          (_thunk, helper: string, target: string, _param?: string, pick?: string) => {
            thunks++
            return `__vite__route(${helper},\`${target}\`${pick ? `,\`${pick}\`` : ''})`
          },
        )
        if (thunks === 0) this.error(`no route thunk in ${CORE} is written as routePreloads() expects`)
        const source = `export default ${JSON.stringify(routes)}\n`
        const fileName = `assets/route-preloads-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`
        this.emitFile({ type: 'asset', fileName, source })
        core.code = `${mapDeps(kept)}${routeDeps(`/${fileName}`)}${ROUTE_IMPORT}${compact}`
      },
    },
  }
}

/**
 * The thunk a route's split option loads: the same dynamic import and preload call as Vite's, with the file name given
 * once (the browser resolves it against `core`'s URL, as it did the literal).
 */
const ROUTE_IMPORT = 'const __vite__route=(h,f,k)=>()=>h(()=>import("./"+f).then(m=>k?m[k]:m),__vite__routeDeps(f));\n'

function isRouteChunk(bundle: Rollup.OutputBundle, fileName: string) {
  const chunk = bundle[fileName]
  return chunk?.type === 'chunk' && Object.keys(chunk.modules).some((id) => ROUTE_SPLIT.test(id))
}

function keep(kept: string[], file: string) {
  const index = kept.indexOf(file)
  return index === -1 ? kept.push(file) - 1 : index
}

/** Vite's own form, for the lists that stay. */
function mapDeps(files: string[]) {
  return `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`
}

/**
 * A route chunk's imports for Vite's preload helper: known once the map is loaded. Before that, a chunk the page's
 * HTML announced needs none; another one loads the map and announces its imports as the helper would have (same
 * `crossorigin`, the page's nonce), while the chunk itself is already on its way.
 */
function routeDeps(mapUrl: string) {
  return `let __vite__routeMap,__vite__routeMapLoad;const __vite__routeDeps=f=>{if(__vite__routeMap)return __vite__routeMap[f]||[];if(!document.querySelector(\`link[rel=modulepreload][href$="/\${f}"]\`))(__vite__routeMapLoad||=import(${JSON.stringify(mapUrl)}).then(m=>__vite__routeMap=m.default)).then(m=>{let n=document.querySelector("meta[property=csp-nonce]"),c=n&&(n.nonce||n.getAttribute("nonce")),s=new Set([...document.querySelectorAll("link")].map(l=>l.href));for(let d of m[f]||[]){let h=new URL("/"+d,location.href).href;if(s.has(h))continue;let l=document.createElement("link");l.rel="modulepreload";l.as="script";l.crossOrigin="";l.href=h;if(c)l.setAttribute("nonce",c);document.head.appendChild(l)}}).catch(()=>{});return[]};\n`
}

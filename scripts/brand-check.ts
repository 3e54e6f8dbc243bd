/**
 * `npm run test:brand` (a step of `npm test`): issue #16's "one source for the brand", end to end. Builds the site for
 * another brand into dist-brand/ (dist/ stays as it is), serves that build in workerd on its own port with a fresh
 * seeded D1, and fails if any page in either language, feed, sitemap or JSON-LD block still names the default brand.
 * Cookie names (`skrytka_session`, …) are internal and never part of a response body, so any match is a leak.
 */
import { OFFLINE_ENV, ensureDevVars, prepareDatabase, run, startServer, testStateDir } from './lib/local-server.ts'

const OTHER = {
  VITE_BRAND_NAME: 'Schowek',
  VITE_BRAND_SLUG: 'schowek',
  VITE_SITE_ORIGIN: 'https://schowek.pl',
  VITE_SITE_EMAIL: 'kontakt@schowek.pl',
}
const OUT_DIR = 'dist-brand'
const DEFAULT_BRAND = /skrytka/i
const port = Number(process.env.BRAND_PORT ?? 8796)

run('vite', ['build', '--outDir', OUT_DIR, '--logLevel', 'warn'], { ...OFFLINE_ENV, ...OTHER })

ensureDevVars()
const persistTo = testStateDir(port)
prepareDatabase(persistTo, { fresh: true })
const server = await startServer(port, persistTo, {}, undefined, `${OUT_DIR}/server/wrangler.json`)

const failures: string[] = []
const checked: string[] = []

async function check(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
  const body = await response.text()
  checked.push(`${response.status} ${path}`)
  if (response.status !== 200) failures.push(`${path}: status ${response.status}`)
  const match = DEFAULT_BRAND.exec(body)
  if (match) failures.push(`${path}: "${body.slice(Math.max(0, match.index - 60), match.index + 40)}"`)
  return body
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)

try {
  const pages = [
    '/pl',
    '/en',
    '/pl/oprogramowanie-do-zarzadzania-self-storage',
    '/en/software',
    '/pl/dlaczego-schowek',
    '/en/why-schowek',
    '/pl/regulamin',
    '/en/terms',
    '/pl/polityka-prywatnosci',
    '/en/privacy',
    '/robots.txt',
    '/feeds/blog.pl.xml',
    '/feeds/blog.en.xml',
    '/feeds/blog.pl.atom.xml',
    '/feeds/blog.en.atom.xml',
  ]
  for (const path of pages) await check(path)

  const index = await check('/sitemap.xml')
  const children = locs(index)
  if (children.length === 0) failures.push('/sitemap.xml lists no child sitemaps')
  const urls: string[] = []
  for (const child of children) urls.push(...locs(await check(child)))
  // One facility page per language, found the way a crawler finds it; its JSON-LD is part of the body checked.
  for (const prefix of ['/pl/magazyn-self-storage/', '/en/self-storage-facility/']) {
    const facility = urls.find((u) => u.startsWith(prefix))
    if (!facility) failures.push(`no ${prefix} page in the sitemaps`)
    else {
      const html = await check(facility)
      if (!html.includes('application/ld+json')) failures.push(`${facility}: no JSON-LD`)
      if (!html.includes('Schowek')) failures.push(`${facility}: the configured brand is missing`)
    }
  }
  const home = await check('/pl')
  if (!home.includes('content="Schowek"')) failures.push('/pl: og:site_name is not the configured brand')
} finally {
  await server.stop()
}

for (const line of checked) console.log(`  ${line}`)
if (failures.length) {
  console.error(`brand check: ${failures.length} failure(s)\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`)
  process.exit(1)
}
console.log(`brand check: ${checked.length} responses name only the configured brand`)

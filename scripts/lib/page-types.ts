/**
 * The six page types the benchmarks measure (issues 15, 18, 31, 45): name, path (Polish, the demo seed's pages) and
 * route id. `npm run bench`, `bench:render` and `bench:main-thread` measure the same pages.
 */
export const PAGE_TYPES: readonly (readonly [name: string, path: string, routeId: string])[] = [
  ['home', '/pl', '/$lang/'],
  ['list', '/pl/magazyny-self-storage', '/$lang/facilities'],
  ['detail', '/pl/magazyn-self-storage/lockerbox-warszawa', '/$lang/facility/$slug'],
  ['software', '/pl/oprogramowanie-do-zarzadzania-self-storage', '/$lang/software'],
  ['blog article', '/pl/blog/trendy-self-storage-2025-2026', '/$lang/blog/$slug'],
  // Issue 18: city pages are held to the same Lighthouse and JS targets as the five above.
  ['city', '/pl/magazyny-self-storage/krakow', '/$lang/city/$slug'],
]

/**
 * A profiling script's arguments: `--<name> N` (its count, `fallback` when absent) and the page paths given (every
 * argument starting with `/` that is not that count), or the six page types' paths when none is.
 */
export function countAndPages(name: string, fallback: number, args = process.argv.slice(2)) {
  const at = args.indexOf(`--${name}`)
  const count = at === -1 ? fallback : Number(args[at + 1])
  const paths = args.filter((arg, i) => arg.startsWith('/') && (at === -1 || i !== at + 1))
  return { count, pages: paths.length ? paths : PAGE_TYPES.map(([, path]) => path) }
}

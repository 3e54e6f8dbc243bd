/**
 * The README's folder table is the newcomer's map, so it must be the tree as it is: every row names a path that
 * exists, every folder of the map's depth has a row, and the `src/features/` row names every feature area.
 * Checked by `npm run lint` (scripts/check-docs.ts).
 */

/** The folders the map must show: each top-level folder, except that these are shown by the folders inside them. */
export const MAPPED_PARENTS = ['src', 'worker', 'api', 'tests', 'docs', 'content']

/** Paths in the first column of the table under a `| Folder |` header, without the backticks. */
export function folderRows(readme: string): { path: string; text: string }[] {
  const lines = readme.split('\n')
  const start = lines.findIndex((line) => /^\|\s*Folder\s*\|/.test(line))
  if (start < 0) return []
  const rows: { path: string; text: string }[] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    const [, first = '', ...rest] = line.split('|')
    for (const path of first.match(/`([^`]+)`/g) ?? []) rows.push({ path: path.slice(1, -1), text: rest.join('|') })
  }
  return rows
}

/**
 * `trackedFiles`: every file git knows (`git ls-files`), so build output and local state are never "missing".
 * Folders are written with a trailing slash in the table (`worker/cache/`), files without (`src/server.ts`).
 */
export function readmeMapProblems(readme: string, trackedFiles: readonly string[]): string[] {
  const rows = folderRows(readme)
  if (rows.length === 0) return ['README.md: no "| Folder | … |" table']
  const folders = new Set<string>()
  for (const file of trackedFiles) {
    const parts = file.split('/')
    for (let depth = 1; depth < parts.length; depth++) folders.add(`${parts.slice(0, depth).join('/')}/`)
  }
  const files = new Set(trackedFiles)
  const problems: string[] = []
  for (const { path } of rows) {
    if (!(path.endsWith('/') ? folders.has(path) : files.has(path)))
      problems.push(`README.md folder table names ${path}, which is not in the tree`)
  }
  const named = new Set<string>()
  for (const { path } of rows) {
    if (named.has(path)) problems.push(`README.md folder table has two rows for ${path}`)
    named.add(path)
  }
  const required = [...folders].filter((folder) => {
    const parts = folder.split('/').filter(Boolean)
    return MAPPED_PARENTS.includes(parts[0]!) ? parts.length === 2 : parts.length === 1
  })
  for (const folder of required.sort()) {
    if (!named.has(folder)) problems.push(`README.md folder table has no row for ${folder}`)
  }
  const features = rows.find((row) => row.path === 'src/features/')
  if (features) {
    const areas = [...folders].filter((folder) => /^src\/features\/[^/]+\/$/.test(folder))
    for (const area of areas.sort()) {
      const name = area.split('/')[2]!
      if (!features.text.includes(`\`${name}\``)) problems.push(`README.md src/features/ row does not name \`${name}\``)
    }
  }
  return problems
}

/**
 * The tsconfig path aliases for code run by plain Node (type stripping), which knows nothing of tsconfig: the
 * seed imports the API's data and the kernel the way the app does. Registered with `node --import` (see
 * prepareDatabase); Vite and vitest read the same aliases from tsconfig.json. Extensionless specifiers resolve
 * like the bundler's: `.ts`, `.tsx`, then `/index.ts`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = resolve(import.meta.dirname, '../..')
type TsConfig = { compilerOptions: { paths: Record<string, string[]> } }
const { paths } = (JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as TsConfig).compilerOptions
/** `@kernel/` → `<root>/kernel/`, from `"@kernel/*": ["./kernel/*"]`. */
const ALIASES = Object.entries(paths).map(
  ([key, [target]]) => [key.replace(/\*$/, ''), join(ROOT, target!.replace(/\*$/, ''))] as const,
)

function file(base: string): string | undefined {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix))
    const relative = specifier.startsWith('.') && context.parentURL?.startsWith('file:')
    const target = alias
      ? file(join(alias[1], specifier.slice(alias[0].length)))
      : relative
        ? file(resolve(dirname(fileURLToPath(context.parentURL!)), specifier))
        : undefined
    return nextResolve(target ? pathToFileURL(target).href : specifier, context)
  },
})

import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBuild } from '../../scripts/lib/first-load.ts'
import { SHELL_NAMESPACES } from '../../src/i18n/namespaces.ts'
import { bootModules } from '../support/boot-modules'
import { get } from './http'

const build = readBuild(join(import.meta.dirname, '../../dist'))

/** ADR 0074: a page announces the dictionary chunks the browser loads before hydrating, next to core (ADR 0115: in its boot loader). */
describe('dictionary preloads', () => {
  it.each(['/pl', '/en/facilities', '/pl/blog', '/en/software'])(
    '%s preloads exactly its language’s namespaces',
    async (path) => {
      const html = await (await get(path)).text()
      const lang = /<html lang="(\w+)"/.exec(html)![1]!
      const messages = /data-messages="([^"]*)"/.exec(html)![1]!.split(' ').filter(Boolean)
      const expected = new Set(
        [...SHELL_NAMESPACES, ...messages].map((namespace) => `/${build.namespaceChunk(lang, namespace)}`),
      )
      const preloaded = bootModules(html).modules
      const dictionaries = preloaded.filter((href) =>
        Object.keys(build.chunks[href.slice(1)]?.modules ?? {}).some((m) => /^src\/i18n\/(pl|en)\//.test(m)),
      )
      expect(new Set(dictionaries)).toEqual(expected)
      for (const href of dictionaries) expect((await get(href)).status).toBe(200)
    },
  )
})

import { describe, expect, it } from 'vitest'
import { replaceSection } from './doc-section.ts'

describe('replaceSection', () => {
  it('rewrites what is between the markers and keeps the rest', () => {
    const doc = 'intro\n<!-- bench:start -->\nold table\n<!-- bench:end -->\nnotes\n'
    expect(replaceSection(doc, 'bench', '## new\n\n| a |\n')).toBe(
      'intro\n<!-- bench:start -->\n## new\n\n| a |\n<!-- bench:end -->\nnotes\n',
    )
  })
  it('refuses a document without the section', () => {
    expect(() => replaceSection('no markers', 'bench', 'x')).toThrow('no <!-- bench:start -->')
  })
})

/**
 * Generated parts of hand-written docs live between `<!-- name:start -->` and `<!-- name:end -->`: a script rewrites
 * what is between the markers and leaves the prose around them alone (`npm run bench` → docs/performance.md).
 */
export function replaceSection(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`no ${start} … ${end} section to replace`)
  return `${text.slice(0, from + start.length)}\n${content.trim()}\n${text.slice(to)}`
}

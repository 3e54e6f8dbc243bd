/**
 * HTML written as strings for static islands (content rendered once, never re-rendered by React). Every text and
 * attribute value goes through `escapeHtml`; element and attribute names are fixed by the caller, so content cannot
 * inject markup.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!)
}

type Attributes = Record<string, string | number | undefined>

/** `<name attr="…">inner</name>`: attribute values are escaped, `inner` is HTML already (escape text first). */
export function tag(name: string, attributes: Attributes, inner = ''): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(String(value))}"`)
    .join('')
  return `<${name}${attrs}>${inner}</${name}>`
}

/** Void elements (img) have no closing tag. */
export function voidTag(name: string, attributes: Attributes): string {
  return tag(name, attributes).replace(`</${name}>`, '')
}

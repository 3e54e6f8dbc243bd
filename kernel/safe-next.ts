/**
 * Post-login redirect target: only a same-origin absolute path ("/admin/clients?page=2") passes.
 * Anything that a browser could resolve to another origin — protocol-relative `//evil`, `/\evil`, schemes,
 * percent-encoded slashes or backslashes, control characters — is refused (open-redirect defence).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string') return null
  const value = next
  if (!value || value.length > 2000) return null
  if (!value.startsWith('/')) return null
  // Control characters and whitespace: browsers strip tabs/newlines inside URLs, turning "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\u007f-\u009f\s]/.test(value)) return null
  if (value.includes('\\')) return null
  if (value.startsWith('//')) return null
  // Decode repeatedly so double-encoded tricks (%252F%252F) are judged by what they finally become.
  let decoded = value
  for (let i = 0; i < 3; i++) {
    let step: string
    try {
      step = decodeURIComponent(decoded)
    } catch {
      return null
    }
    if (step === decoded) break
    decoded = step
  }
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(decoded) || decoded.startsWith('//') || !decoded.startsWith('/'))
    return null
  // Final check with the URL parser: the resolved origin must stay ours.
  try {
    const base = 'https://same-origin.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return null
    // Dot segments normalise away ("/.//evil" → "//evil"): judge the path the browser will actually use.
    if (url.pathname.startsWith('//') || url.pathname.includes('\\')) return null
    return url.pathname + url.search + url.hash
  } catch {
    return null
  }
}

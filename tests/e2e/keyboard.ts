import type { Locator, Page } from '@playwright/test'
import { expect } from './test'

/**
 * Focuses `el` as a keyboard user would: the script puts focus on it, then Shift+Tab and Tab land on it again, so
 * the browser treats the focus as keyboard focus (:focus-visible) and no pointer is involved.
 */
export async function keyboardFocus(el: Locator) {
  const page = el.page()
  // A deferred section hydrating, or a timed overlay opening, can take focus between the keys on a slow machine: the
  // dance is repeated until focus holds on `el` (what the caller asserts next is then about `el`, not the race).
  await expect(async () => {
    await el.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(el).toBeFocused({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
}

/** `document.activeElement` is something other than <body> (or nothing). */
export async function expectFocusNotLost(page: Page) {
  const tag = await page.evaluate(() => document.activeElement?.tagName ?? 'NONE')
  expect(tag, 'focus fell to <body>').not.toMatch(/^(BODY|NONE|HTML)$/)
}

/**
 * The ring drawn on `holder` (its outline): its colour against the first opaque background behind it, as WCAG's
 * relative luminance contrast ratio. 0 when the holder draws no outline.
 */
export async function ringContrast(holder: Locator): Promise<number> {
  return holder.evaluate((el) => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!
    }
    const style = getComputedStyle(el)
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return 0
    const ring = parse(style.outlineColor)
    if ((ring[3] ?? 1) < 1) return 0
    // The outline sits outside the element (positive offset), so the background behind it is the parent's.
    let node: Element | null = parseFloat(style.outlineOffset) >= 0 ? el.parentElement : el
    let bg = [255, 255, 255]
    while (node) {
      const c = parse(getComputedStyle(node).backgroundColor)
      if (c.length >= 3 && (c[3] ?? 1) === 1) {
        bg = c
        break
      }
      node = node.parentElement
    }
    const [a, b] = [lum(ring), lum(bg)]
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  })
}

/** A screenshot of `el` with a margin wide enough to hold a ring drawn outside it. */
export async function shotAround(el: Locator, margin = 10): Promise<Buffer> {
  const box = await el.boundingBox()
  if (!box) throw new Error('element has no box')
  return el.page().screenshot({
    clip: {
      x: Math.max(0, box.x - margin),
      y: Math.max(0, box.y - margin),
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
    animations: 'disabled',
  })
}

/** Focused and unfocused pictures differ, and the ring reaches 3:1 against what surrounds it. */
export async function expectVisibleRing(focusTarget: Locator, ringHolder: Locator = focusTarget) {
  const page = focusTarget.page()
  await ringHolder.scrollIntoViewIfNeeded()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const before = await shotAround(ringHolder)
  await keyboardFocus(focusTarget)
  const after = await shotAround(ringHolder)
  expect(before.equals(after), 'focused and unfocused look the same').toBe(false)
  expect(await ringContrast(ringHolder)).toBeGreaterThanOrEqual(3)
}

import type { Page } from '@playwright/test'
import { expect } from './test'

/** Searches from the map's box (the suggestion list closed first) and waits for the list to settle. */
export async function searchOnMap(page: Page, text: string) {
  const box = page.getByTestId('map-search')
  await box.fill(text)
  await box.press('Escape')
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`))
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false')
}

import type { Locator, Page } from '@playwright/test'
import { expect } from './test'

/** The message is shown and announced through the control's aria-describedby. */
export async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? []
  const texts = await Promise.all(ids.map((id) => control.page().locator(`[id="${id}"]`).textContent()))
  expect(texts).toContain(message)
}

/** A fieldset by its legend. */
export const group = (page: Page, name: string) => page.getByRole('group', { name })

/** A toast by its exact text. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

/** Fills the required parts of an address fieldset (admin client and facility forms). */
export async function fillAddress(page: Page, legend: string) {
  const box = page.getByRole('group', { name: legend })
  await box.getByLabel('Ulica').fill('Magazynowa')
  await box.getByLabel('Numer budynku').fill('12')
  await box.getByLabel('Kod pocztowy').fill('00-950')
  await box.getByLabel('Miasto').fill('Warszawa')
}

import { expect, type Locator, type Page } from '@playwright/test'

/** The message is shown and announced through the control's aria-describedby. */
export async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? []
  const texts = await Promise.all(ids.map((id) => control.page().locator(`[id="${id}"]`).textContent()))
  expect(texts).toContain(message)
}

/** A fieldset by its legend. */
export const group = (page: Page, name: string) => page.getByRole('group', { name })

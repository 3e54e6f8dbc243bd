/**
 * Lazy forms (ADR 0112): sign-in draws its form without conform and loads it, with the form's schema, when the
 * visitor first reaches for the form. Here those scripts are held back until the visitor has acted, as on a slow
 * network: a submit made meanwhile waits for them and is validated like any other (Polish messages, focus on the
 * first invalid field); a field typed into and left meanwhile keeps what was typed and shows its message.
 */
import type { Page } from '@playwright/test'
import { localizedPath } from '~/i18n/route-table'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'
import { expect, test } from './test'

/** Opens sign-in, then holds every script requested after the first load until `release` is called. */
async function signinWithScriptsHeld(page: Page, lang: 'pl' | 'en') {
  await quietOverlays(page)
  await page.goto(localizedPath('signin', lang))
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const held: string[] = []
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held.push(new URL(route.request().url()).pathname)
    await gate
    await route.continue()
  })
  return { held, release: () => release() }
}

test('a submit made before the validation has loaded waits for it, then shows the messages and focuses the field', async ({
  page,
}) => {
  const { held, release } = await signinWithScriptsHeld(page, 'pl')
  const form = page.locator('#signin-form')
  await form.getByRole('button', { name: 'Zaloguj się' }).click()
  // The press asked for conform and the schema; nothing is said before they arrive.
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect(form.getByText('Podaj poprawny adres e-mail')).toHaveCount(0)
  release()
  await expect(form.getByText('Podaj poprawny adres e-mail')).toBeVisible()
  await expect(form.getByText('Hasło musi mieć co najmniej 6 znaków')).toBeVisible()
  await expect(form.getByLabel('E-mail')).toBeFocused()
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)
})

test('a field typed into and left before the validation has loaded keeps its text and shows its message', async ({
  page,
}) => {
  const { held, release } = await signinWithScriptsHeld(page, 'en')
  const form = page.locator('#signin-form')
  const email = form.getByLabel('Email')
  await email.pressSequentially('not-an-email')
  await form.getByLabel('Password', { exact: true }).focus()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  release()
  await expect(form.getByText('Enter a valid email address')).toBeVisible()
  await expect(email).toHaveValue('not-an-email')
  // From here conform validates as the visitor types.
  await email.fill('renter@example.com')
  await expect(form.getByText('Enter a valid email address')).toHaveCount(0)
})

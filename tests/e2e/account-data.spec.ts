import { readFile } from 'node:fs/promises'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, quietOverlays, signInViaApi } from './fixtures'
import { expect, test } from './test'

/**
 * Issue 40 (ADR 0090): "Your data" downloads the export and erases the account after the app's own dialog has said
 * what goes and what stays; the person is then signed out and told so in the page's language. One page load.
 */
test('Your data: the download is the account’s JSON, then Erase asks first, erases, and signs the renter out', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `rodo-e2e-${Date.now()}@example.pl`
  const password = 'Haslo-Rodo-E2e-1'
  const admin = await playwright.request.newContext({ baseURL })
  await signInViaApi(admin, baseURL!, SEED.admin)
  const created = await admin.post('/api/superadmin/users', {
    data: { email, password, role: 'TENANT' },
    headers: { origin: baseURL! },
  })
  expect(created.status()).toBe(201)
  await admin.dispose()
  await signInViaApi(page.request, baseURL!, { email, password })
  await quietOverlays(page)

  await page.goto('/en/account/data')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible()
  await expect(page.getByRole('button', { name: `Account menu (${email})` })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByTestId('account-download').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^[\w-]+\.json$/)
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as { account: { email: string } }
  expect(exported.account.email).toBe(email)

  await page.getByRole('button', { name: 'Erase my data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Erase your data?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Kept (without your details)')
  // Focus starts on the safe answer, and Cancel erases nothing.
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused()
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog).toBeHidden()
  expect((await page.request.get('/api/user/me')).status()).toBe(200)

  await page.getByRole('button', { name: 'Erase my data' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, erase my data' }).click()
  await expect(page.getByTestId('account-erased')).toContainText('Your data has been erased')
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  expect((await page.request.get('/api/user/me')).status()).toBe(401)
})

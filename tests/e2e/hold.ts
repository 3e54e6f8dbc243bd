import type { Page } from '@playwright/test'

/**
 * Requests matching `url` wait until the returned `release` is called, then go on to the server: a test sees the
 * in-between state (a search on its way, a form sending) for as long as it needs, not for as long as a timer allows.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** The paths of the scripts the page asks for from now on, in order, as the list fills. */
export function requestedScripts(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

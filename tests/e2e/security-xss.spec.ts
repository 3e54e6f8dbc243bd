import { expect, test } from './test'
import { SEED, signInAs, skipConsent } from './fixtures'

/**
 * 30 XSS payloads saved through the admin API into a facility's rich content and FAQ, then rendered on the public
 * page in Chromium: no dialog opens, no marker is set, and what the API stored is the sanitized form.
 */
const X = 'window.__xss=1;alert(1)'
const PAYLOADS = [
  `<script>${X}</script>`,
  `<img src=x onerror="${X}">`,
  `<svg onload="${X}"></svg>`,
  `<svg><script>${X}</script></svg>`,
  `<a href="javascript:${X}">klik</a>`,
  `<a href="JaVaScRiPt:${X}">klik</a>`,
  `<a href="jav&#x09;ascript:${X}">klik</a>`,
  `<iframe src="javascript:${X}"></iframe>`,
  `<iframe srcdoc="<script>${X}</script>"></iframe>`,
  `<body onload="${X}">`,
  `<details open ontoggle="${X}">`,
  `<input autofocus onfocus="${X}">`,
  `<video><source onerror="${X}"></video>`,
  `<math><mtext><img src=x onerror="${X}"></mtext></math>`,
  `<object data="javascript:${X}"></object>`,
  `<embed src="javascript:${X}">`,
  `<form action="javascript:${X}"><button>x</button></form>`,
  `<p style="background:url(javascript:${X})">x</p>`,
  `<div onmouseover="${X}" style="position:fixed;inset:0">x</div>`,
  `<img src="x" alt="" onerror=${X}>`,
  `"><script>${X}</script>`,
  `</textarea><script>${X}</script>`,
  `<scr<script>ipt>${X}</scr</script>ipt>`,
  `<img src=1 oNeRrOr="${X}">`,
  `<base href="javascript:/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${X}">`,
  `<link rel="import" href="data:text/html,<script>${X}</script>">`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<noscript><p title="</noscript><img src=x onerror=${X}>">`,
  `<template><script>${X}</script></template>`,
]
const SLOTS = ['bodyHtml', 'storageInfoHtml', 'tipsHtml', 'title', 'lead', 'question', 'answer'] as const
const batches = Array.from({ length: Math.ceil(PAYLOADS.length / SLOTS.length) }, (_, i) =>
  PAYLOADS.slice(i * SLOTS.length, (i + 1) * SLOTS.length),
)

test.describe.configure({ mode: 'serial' })

test('has at least 30 payloads', () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(30)
})

for (const [index, batch] of batches.entries()) {
  test(`batch ${index + 1}: stored sanitized, nothing executes on the public page`, async ({ page, baseURL }) => {
    await skipConsent(page)
    await signInAs(page, baseURL!, SEED.admin)
    const facility = (await (await page.request.get('/api/marketplace/facilities/gizo-box-jawczyce')).json()) as {
      id: number
      slug: string
    }
    const slot = (name: (typeof SLOTS)[number]) => batch[SLOTS.indexOf(name)] ?? 'ok'
    const richContent = {
      title: slot('title'),
      lead: slot('lead'),
      bodyHtml: slot('bodyHtml'),
      storageInfoHtml: slot('storageInfoHtml'),
      tipsHtml: slot('tipsHtml'),
      faq: [{ question: slot('question'), answer: slot('answer') }],
    }
    const patch = await page.request.patch(`/api/superadmin/facilities/${facility.id}`, {
      data: { richContent },
      headers: { origin: baseURL! },
    })
    expect(patch.status()).toBe(200)

    const stored = JSON.stringify(
      ((await (await page.request.get(`/api/superadmin/facilities/${facility.id}`)).json()) as { richContent: unknown })
        .richContent,
    )
    expect(stored).not.toMatch(/<script|<iframe|<svg|<object|<embed|<base|<meta|<link|\son\w+=|javascript:|data:text/i)

    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    const response = await page.goto(`/pl/magazyn-self-storage/${facility.slug}`)
    expect(response?.status()).toBe(200)
    await page.mouse.move(200, 200)
    await page.waitForTimeout(300)
    expect(dialogs).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  })
}

/**
 * `npm run bench:api`, photo uploads (issue 32, ADR 0046): a 12-megapixel phone JPEG with GPS EXIF posted to the
 * panel as the seeded operator, one at a time. Reports the wall time and the CPU of each side per upload: workerd
 * (the Worker itself: multipart parsing, sniffing, the header read, metadata stripping, R2 and D1 calls — what
 * counts against the Workers CPU limit) and the wrangler process, where the local Images binding runs sharp (the
 * decode, orientation, three widths × two formats that Cloudflare Images does off the Worker in production).
 */
import sharp from 'sharp'
import { groupProcessCpuMs } from './proc-cpu.ts'

type Sample = { wallMs: number; workerdMs: number; imagesMs: number }

/** CPU ms of the server's process group, split into workerd and the rest. */
function cpuByProcess(pgid: number): { workerd: number; other: number } {
  const out = { workerd: 0, other: 0 }
  for (const { name, ms } of groupProcessCpuMs(pgid)) {
    if (name.startsWith('workerd')) out.workerd += ms
    else out.other += ms
  }
  return out
}

export async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#777777',
      noise: { type: 'gaussian', mean: 120, sigma: 18 },
    },
  })
    .withExif({
      IFD0: { Make: 'BenchPhone', Orientation: '1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' },
    })
    .jpeg({ quality: 80 })
    .toBuffer()
}

/**
 * The Workers paid plan's CPU time per request: 30 s by default (raisable to 5 min with `limits.cpu_ms`; this
 * project sets none). The target is that limit with headroom: the Worker's worst upload at most a tenth of it.
 */
export const PAID_PLAN_CPU_LIMIT_MS = 30_000
const HEADROOM = 10

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export async function benchPhotoUploads(url: string, pgid: number, email: string, password: string, uploads = 8) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password, remember: false }),
  })
  const cookie = /((?:__Host-)?skrytka_session=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const overview = (await (await fetch(`${url}/api/panel/overview`, { headers: { cookie } })).json()) as {
    facilities: { id: number }[]
  }
  const facilityId = overview.facilities[0]!.id
  const photo = await phonePhoto()
  const samples: Sample[] = []
  for (let i = 0; i < uploads; i++) {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${i}.jpg`)
    form.set('alt', `Zdjęcie testowe ${i}`)
    const before = cpuByProcess(pgid)
    const started = performance.now()
    const response = await fetch(`${url}/api/panel/facilities/${facilityId}/photos`, {
      method: 'POST',
      headers: { cookie, origin: url },
      body: form,
    })
    const wallMs = performance.now() - started
    if (response.status !== 201) throw new Error(`upload ${i}: ${response.status} ${await response.text()}`)
    const after = cpuByProcess(pgid)
    samples.push({ wallMs, workerdMs: after.workerd - before.workerd, imagesMs: after.other - before.other })
    // Delete again: the facility's 30-photo limit must not end the run, and the next upload starts alike.
    const { photo: saved } = (await response.json()) as { photo: { id: number } }
    await fetch(`${url}/api/panel/photos/${saved.id}`, { method: 'DELETE', headers: { cookie, origin: url } })
  }
  const worst = Math.max(...samples.map((s) => s.workerdMs))
  return {
    uploads,
    'photo MB': (photo.length / 1024 / 1024).toFixed(1),
    'wall ms p50': Math.round(median(samples.map((s) => s.wallMs))),
    'Worker (workerd) CPU ms p50': median(samples.map((s) => s.workerdMs)),
    'Worker CPU ms max': worst,
    'Images (local sharp) CPU ms p50': median(samples.map((s) => s.imagesMs)),
    'paid plan CPU limit ms': PAID_PLAN_CPU_LIMIT_MS,
    headroom: `${Math.floor(PAID_PLAN_CPU_LIMIT_MS / Math.max(worst, 1))}×`,
    [`verdict (max ≤ limit / ${HEADROOM})`]: worst * HEADROOM <= PAID_PLAN_CPU_LIMIT_MS ? 'met' : 'missed',
  }
}

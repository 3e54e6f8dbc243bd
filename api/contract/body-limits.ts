/**
 * How large a request body may be, by route (issue 30). The edge refuses anything larger before reading it
 * (worker/lib/body-cap.ts), and the API checks again, so both read their caps from here.
 */
/** Every JSON form and editor. */
export const JSON_BODY_MAX_BYTES = 32 * 1024
/** One photo upload (`POST /api/panel/facilities/:id/photos`): a phone camera's JPEG with room to spare. */
export const PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/** Routes with their own cap; every other unsafe request gets JSON_BODY_MAX_BYTES. */
const ROUTE_CAPS: readonly { method: string; path: RegExp; bytes: number }[] = [
  { method: 'POST', path: /^\/api\/panel\/facilities\/\d+\/photos$/, bytes: PHOTO_UPLOAD_MAX_BYTES },
]

export function bodyCapFor(method: string, path: string): number {
  return ROUTE_CAPS.find((cap) => cap.method === method && cap.path.test(path))?.bytes ?? JSON_BODY_MAX_BYTES
}

import type { Context } from 'hono'
import type { ApiEnv } from '../types'

/** One object a photo upload writes to R2. */
export type StoredObject = { key: string; bytes: Uint8Array; contentType: string }

/**
 * Writes a photo's objects to R2, then records them (the D1 insert). R2 and D1 share no transaction: when a write
 * or the record fails, every object is deleted again before the error goes on, so no file is left that no row names
 * (an orphan would be paid for every month and could never be moderated). R2 goes first so that a row, once it is
 * visible, always has its files.
 */
export async function storeThenRecord<T>(
  bucket: Pick<R2Bucket, 'put' | 'delete'>,
  objects: StoredObject[],
  record: () => Promise<T>,
): Promise<T> {
  try {
    await Promise.all(objects.map((o) => bucket.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType } })))
    return await record()
  } catch (error) {
    // Best effort: a delete that fails too must not hide the error that matters.
    await bucket.delete(objects.map((o) => o.key)).catch(() => undefined)
    throw error
  }
}

/**
 * Deletes a photo's objects from R2 and, for its served variants, the copy this location's Cache API holds
 * (worker/routes/media.ts keeps one for a day under the site's origin and the object's path; the embedded API shares
 * the edge's cache and sees the site's URL): a hidden or deleted photo stops being served here at once, and in every
 * other location within that day.
 */
export async function deletePhotoObjects(c: Context<ApiEnv>, keys: string[]): Promise<void> {
  await c.env.MEDIA.delete(keys)
  const origin = new URL(c.req.url).origin
  const edge = (caches as unknown as { default: Cache }).default
  await Promise.all(
    keys
      .filter((key) => key.startsWith('media/'))
      .map((key) => edge.delete(new Request(`${origin}/${key}`)).catch(() => false)),
  )
}

import { notFound } from '@tanstack/react-router'
import { ApiError } from '~/lib/api-client'

/**
 * A record page's loader: the id from the URL, then the record. A malformed id and the API's 404 are both the
 * page's "not found" — another company's record answers 404 in the API, and so it does here.
 */
export async function loadRecordOr404(rawId: string, load: (id: number) => Promise<unknown>): Promise<void> {
  const id = Number(rawId)
  if (!Number.isSafeInteger(id) || id < 1) throw notFound()
  try {
    await load(id)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}

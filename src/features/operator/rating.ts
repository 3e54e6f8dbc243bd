/** Spec §1: rating 5.0 from 12 reviews. Its own module: the software page's hero and JSON-LD show it without the review cards' code. */
export const RATING = { value: 5, count: 12 } as const

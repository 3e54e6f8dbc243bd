import { mulberry32 } from '@kernel/prng'

/** Deterministic shuffle (mulberry32 + Fisher–Yates): the server picks the seed, the client repeats the order. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed)
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

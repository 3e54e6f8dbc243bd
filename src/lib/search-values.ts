/**
 * Values read from a URL's search (the route tree's plain parsers, which load with every page: no schema library,
 * ADR 0022). A whole number from 1 to `max`, or undefined for anything else.
 */
export const positiveInt = (value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
}

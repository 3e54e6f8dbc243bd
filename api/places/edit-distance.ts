/**
 * Typing errors between two words: insertions, deletions, substitutions and swaps of two neighbouring letters each
 * count one (optimal string alignment). The swap matters — "Lubiln" is one slip from "Lublin", and plain
 * Levenshtein (what the small npm libraries compute) calls it two, the same as the unrelated "Lubin" plus one.
 */
export function typingDistance(a: string, b: string): number {
  const width = b.length + 1
  // Three rows are enough: a swap looks two rows back.
  let before = new Array<number>(width).fill(0)
  let prev = Array.from({ length: width }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(width)
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1)
      row[j] = d
    }
    before = prev
    prev = row
  }
  return prev[b.length]!
}

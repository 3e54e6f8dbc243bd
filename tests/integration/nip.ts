/**
 * A Polish NIP with a valid check digit that no seeded or earlier company has (issue 42): a trial with a NIP that
 * already has an account opens none and mails its owner instead, so a test that needs a new account needs its own.
 * Starts with 9, which no fixture or seeded company uses.
 */
export function freshNip(): string {
  for (;;) {
    const body = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const check = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((total, w, i) => total + w * Number(body[i]), 0) % 11
    if (check !== 10) return `${body}${check}`
  }
}

/** Polish words of the forms kit (src/ui/form), shared by every form; English mirror in ../en/form.ts. */
export const form = {
  optional: 'opcjonalnie',
  honeypot: 'Nie wypełniaj tego pola',
} as const

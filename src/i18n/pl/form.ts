/** Polish words of the forms kit (src/ui/form), shared by every form; English mirror in ../en/form.ts. */
export const form = {
  optional: 'opcjonalnie',
  honeypot: 'Nie wypełniaj tego pola',
  limit: 'Do {{max}} znaków.',
  counter: '{{count}} z {{max}} znaków',
} as const

/** Spec §5/§9: generated passwords are 12 characters from an alphabet without look-alikes (no 0/O, 1/l/I). */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'
export const PASSWORD_LENGTH = 12

/** The admin form's "generate" button and the API (a client's first user without one) make passwords alike. */
export function generatePassword(length = PASSWORD_LENGTH): string {
  const out: string[] = []
  // Rejection sampling keeps every character equally likely (256 is not a multiple of the alphabet size).
  const limit = 256 - (256 % PASSWORD_ALPHABET.length)
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out.push(PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]!)
    }
  }
  return out.join('')
}

/** Spec §5/§9: 12 characters, no look-alikes (0/O, 1/l/I). */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'
export const PASSWORD_LENGTH = 12

export function generatePassword(length = PASSWORD_LENGTH): string {
  const out: string[] = []
  const bytes = new Uint8Array(1)
  // Rejection sampling keeps every character equally likely (256 is not a multiple of the alphabet size).
  const limit = 256 - (256 % PASSWORD_ALPHABET.length)
  while (out.length < length) {
    crypto.getRandomValues(bytes)
    if (bytes[0]! < limit) out.push(PASSWORD_ALPHABET[bytes[0]! % PASSWORD_ALPHABET.length]!)
  }
  return out.join('')
}

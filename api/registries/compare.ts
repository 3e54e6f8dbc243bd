import { fold } from '@kernel/text'
import type { RegisterAddress } from './port'

/**
 * The comparison rules (issue 42): what counts as "the same name" and "the same address" between what the operator
 * gave us and what a register holds. Registers write in capitals, spell legal forms out and put "UL." before
 * streets; people type "sp. z o.o." and "ul." or nothing. Both sides are folded (case, diacritics, punctuation) and
 * legal forms are reduced to one short word, then compared as words in any order ("Nowak Anna Schowki" and "Anna
 * Nowak Schowki" are one name). Anything else is a mismatch for a person to judge, never a guess.
 */

/** Spelled-out legal forms and their abbreviations, each reduced to one word (folded, without punctuation). */
const LEGAL_FORMS: [RegExp, string][] = [
  [/\bspolka z ograniczona odpowiedzialnoscia\b|\bsp z o ?o\b|\bsp z oo\b/g, 'spzoo'],
  [/\bprosta spolka akcyjna\b|\bp ?s ?a\b/g, 'psa'],
  [/\bspolka komandytowo akcyjna\b|\bs ?k ?a\b|\bsp k ?a\b/g, 'ska'],
  [/\bspolka akcyjna\b|\bs ?a\b/g, 'sa'],
  [/\bspolka jawna\b|\bsp ?j\b/g, 'spj'],
  [/\bspolka komandytowa\b|\bsp ?k\b/g, 'spk'],
  [/\bspolka partnerska\b|\bsp ?p\b/g, 'spp'],
  [/\bspolka cywilna\b|\bs ?c\b/g, 'sc'],
]

const words = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** A name as compared: folded words, legal forms reduced, sorted. */
export function nameKey(name: string): string {
  let text = ` ${words(name)} `
  for (const [pattern, short] of LEGAL_FORMS) text = text.replace(pattern, short)
  return text.split(' ').filter(Boolean).sort().join(' ')
}

export const sameName = (ours: string, theirs: string) => nameKey(ours) !== '' && nameKey(ours) === nameKey(theirs)

/** Street prefixes registers and people add or leave out. */
const STREET_PREFIX = /^(?:ul|ulica|al|aleja|aleje|os|osiedle|pl|plac)\b\s*/

export function streetKey(street: string | null): string {
  return words(street ?? '').replace(STREET_PREFIX, '')
}
const buildingKey = (building: string | null) => words(building ?? '').replace(/\s+/g, '')
const postalKey = (postal: string | null) => (postal ?? '').replace(/\D/g, '')

export type OurAddress = { street: string; building: string; postalCode: string; city: string }

/**
 * Same street (prefix aside), building number, postal code and town; the flat number is left out (registers hold it
 * inconsistently). A white-list line that could not be split is matched by its parts all being in it.
 */
export function sameAddress(ours: OurAddress, theirs: RegisterAddress | null): boolean {
  if (!theirs) return false
  if (theirs.postalCode === null && theirs.line) {
    const line = ` ${words(theirs.line)} `
    return (
      [streetKey(ours.street), buildingKey(ours.building), words(ours.city)].every(
        (part) => part !== '' && line.includes(` ${part} `),
      ) && postalKey(theirs.line).includes(postalKey(ours.postalCode))
    )
  }
  return (
    streetKey(ours.street) === streetKey(theirs.street) &&
    buildingKey(ours.building) === buildingKey(theirs.building) &&
    postalKey(ours.postalCode) === postalKey(theirs.postalCode) &&
    words(ours.city) === words(theirs.city ?? '')
  )
}

/**
 * What the registers' check judges of a company, as it compares it: an edit that changes this key asks the registers
 * again; one that only changes spelling (case, "ul.", "sp. z o.o." spelled out) does not.
 */
export function judgedKey(name: string, address: OurAddress): string {
  return [
    nameKey(name),
    streetKey(address.street),
    buildingKey(address.building),
    postalKey(address.postalCode),
    words(address.city),
  ].join('|')
}

/** How an address is shown in the evidence: one line, as the register wrote it. */
export function addressLine(address: RegisterAddress | null): string | null {
  if (!address) return null
  if (address.line) return address.line
  const number = [address.building, address.apartment].filter(Boolean).join('/')
  return `${[address.street, number].filter(Boolean).join(' ')}, ${[address.postalCode, address.city].filter(Boolean).join(' ')}`
}

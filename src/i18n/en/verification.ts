import type { MessagesOf } from '../types'
import type { verification as pl } from '../pl/verification'

export const verification: MessagesOf<typeof pl> = {
  lead: 'We show the “Verified operator” badge only when public registers have confirmed the company that runs the facility. Next to the badge we say which registers we checked and when.',
  registersTitle: 'What we check',
  registers: {
    checksum: 'NIP and REGON numbers: the check digit first. A number with an error is sent to no register.',
    vat: 'The Ministry of Finance’s VAT white list, on the day of the check: the taxpayer’s status, name and address. A VAT-exempt company is verified just like an active VAT payer: it is a lawful way to trade.',
    krs: 'KRS (National Court Register), for companies: the current extract from the register of businesses, the name and the registered address.',
    ceidg: 'CEIDG, for sole traders and civil partnerships: the business’s status, name and address.',
    regon: 'REGON (Statistics Poland): the name and address in the statistical register.',
  },
  outcomesTitle: 'The outcome',
  outcomes: {
    verified: 'Verified: the company is active, and its name and address match in every register.',
    review:
      'Needs review: a register gave different details or did not answer. Our team decides after reading the registers’ answers. No answer never counts as verified.',
    refused: 'Refused: the company was removed from the VAT white list, struck off KRS, or closed in CEIDG.',
  },
  whenTitle: 'When',
  when: 'The operator checks the company from its panel, and every night we check again the companies checked longest ago (up to 100 a night). A company that stops passing loses the badge at once, and our team is told. The exception: our team confirmed the company after reading the evidence, and a register now only shows other details or does not answer. A company struck off or closed always loses the badge. A change of name or address removes the badge until a new check passes.',
  evidenceTitle: 'Evidence',
  evidence:
    'We keep every check: the register, the answer’s identifier (the white list’s “requestId”), the date and the fields compared. This is how we check the traders offering their services here, as article 30 of the EU Digital Services Act (DSA) requires.',
}

/** Spec §2: the seven anchored sections of the features page, in order; ids are also the illustration names. */
export const FEATURE_SECTIONS = [
  'rezerwacje',
  'platnosci',
  'automatyzacje',
  'portal-klienta',
  'analityka',
  'integracje',
  'bezpieczenstwo',
] as const
export type FeatureSectionId = (typeof FEATURE_SECTIONS)[number]

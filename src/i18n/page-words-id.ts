/** The element that carries a document's `pages` entries from the server to src/client.tsx (ADR 0109). */
export const PAGE_WORDS_ID = 'page-words'

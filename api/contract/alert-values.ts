// Schema-free on purpose, like review-values.ts: the alert pages' first load reads this limit, and must not bring
// the alert schemas (valibot, the marketplace query) with it (ADR 0112).

/** How many active or pending saved searches one e-mail may hold (issue 27). */
export const MAX_SEARCHES_PER_EMAIL = 10

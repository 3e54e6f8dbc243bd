export type FaqEntry = { question: string; answer: string }

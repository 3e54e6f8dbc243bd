/**
 * Per-language slugs of every article: the one place they are defined. Articles read their slugs from here, and
 * the language switcher uses this map alone, so article bodies never ride along in every page's bundle.
 */
export const BLOG_SLUGS = {
  'self-storage-trends-2026': { pl: 'trendy-self-storage-2025-2026', en: 'self-storage-trends-2025-2026' },
  'automation-for-operators': {
    pl: 'automatyzacja-self-storage-poradnik-dla-operatorow',
    en: 'self-storage-automation-guide-for-operators',
  },
} as const

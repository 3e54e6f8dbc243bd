import type { MessagesOf } from '../types'
import type { blog as pl } from '../pl/blog'

export const blog: MessagesOf<typeof pl> = {
  list: {
    eyebrow: 'Know-how for operators and tenants',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search by title, excerpt or tag…',
    clear: 'Clear',
    tagsLabel: 'Filter by tag',
    all: 'All',
    results: { one: 'Showing {{count}} article of {{total}}', other: 'Showing {{count}} articles of {{total}}' },
    emptyTitle: 'No articles match your search',
    emptyText: 'Try another phrase or pick a different tag.',
    showAll: 'Show all articles',
    subscribe: 'Subscribe:',
  },
  readingTime: 'about {{minutes}} min',
  article: {
    tags: 'Tags',
    by: 'Author',
    published: 'Published',
    updated: 'Updated',
    copy: 'Copy',
    copyLabel: 'Copy code to clipboard',
    copied: 'Copied',
    copyFailed: 'Copy failed',
    latest: 'Latest posts',
    previous: 'Previous article',
    next: 'Next article',
    backToBlog: 'Back to blog',
    postNav: 'Article navigation',
    faq: 'Frequently asked questions',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
  },
  contact: {
    title: 'Talk to an expert',
    text: 'Want to bring these ideas to your facility? We will walk you through the system in a short online demo.',
    cta: 'Book a demo',
  },
  notFound: {
    title: 'Article not found',
    text: 'This article does not exist or has moved.',
    back: 'Back to blog',
  },
  feed: {
    title: '{{brand}} Blog',
    description: 'Trends, tips and news from the self-storage market.',
  },
} as const

import type { MessagesOf } from '../types'
import type { reviews as pl } from '../pl/reviews'

export const reviews: MessagesOf<typeof pl> = {
  section: {
    title: 'Renters’ reviews',
    average: 'Average score',
    count: { one: '{{count}} review', other: '{{count}} reviews' },
    distribution: 'Scores',
    stars: { one: '{{count}} star', other: '{{count}} stars' },
    verifiedStay: 'Verified stay · moved in: {{month}}',
    reply: 'Operator’s reply',
    howVerified: 'How we verify reviews',
    shown: 'Newest reviews: {{shown}} of {{count}}.',
  },
  grounds: {
    personal_data: 'Personal data',
    insult: 'Offensive content',
    not_about_stay: 'Not about the stay',
  },
  aspects: {
    cleanliness: 'Cleanliness',
    access: 'Access',
    staff: 'Staff',
    value: 'Value for money',
  },
}

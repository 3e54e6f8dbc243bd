import type { MessagesOf } from '../types'
import type { reviewPages as pl } from '../pl/review-pages'

export const reviewPages: MessagesOf<typeof pl> = {
  form: {
    title: 'Review your stay',
    loading: 'Checking the link…',
    lead: 'Your stay at {{facility}} ({{city}}), moved in: {{date}}. The review is published at once, marked as a verified stay.',
    score: 'Overall score',
    aspectsLegend: 'Detailed scores (optional)',
    noScore: 'No score',
    body: 'Your review',
    bodyHint: 'From 20 to 2,000 characters. Write about your stay: no personal data, no insults.',
    author: 'Signed',
    authorHint: 'First name and initial, e.g. Anna K.',
    submit: 'Publish review',
    sending: 'Publishing…',
    done: 'Thank you! Your review is now on the facility’s page.',
    seeIt: 'See your review',
    invalid: 'This link does not work: it has expired or is incomplete.',
    used: 'This stay has been reviewed already. Each stay can be reviewed once.',
    failed: 'The review could not be sent. Please try again.',
    rateLimited: 'Too many attempts. Please try again in a few minutes.',
    errors: {
      scoreRequired: 'Choose a score from 1 to 5 stars',
      invalidScore: 'Choose from 1 to 5 stars',
      textTooShort: 'Write at least 20 characters',
      textTooLong: 'A review can be at most 2,000 characters',
      authorFormat: 'Enter your first name and initial, e.g. Anna K.',
      invalidCharacters: 'Remove characters that are not allowed (e.g. control characters)',
      invalidLink: 'This link does not work',
      invalid: 'Check this field',
    },
  },
  verified: {
    heading: 'How we verify reviews',
    lead: 'Every review on {{brand}} comes from a person who really rented a unit at that facility. This is how we check it.',
    howTitle: 'Where reviews come from',
    how: {
      step1:
        'Only a renter whose reservation the operator marked “Moved in”, that is, after the rental really began, can write a review.',
      step2:
        '7 days after moving in we e-mail the renter a single-use link, valid for 60 days. Without that link no review can be written.',
      step3:
        'One reservation, one review. A cancelled reservation, or one where the renter did not come, gives no right to review.',
      step4: 'Every review is shown with “Verified stay” and the month of moving in.',
    },
    scoreTitle: 'How the score is calculated',
    score:
      'A facility’s score is the mean of the overall scores of all its published reviews, rounded to one decimal, shown with their number. No other ratings count. Reviews are published at once, without prior approval, negative ones too. The list of facilities is sorted by the same score.',
    operatorTitle: 'What the operator can do',
    operator:
      'The operator can reply to a review once, publicly, and report it for moderation, giving a reason. The operator cannot change or hide a review. We do not pay for reviews or give discounts for them.',
    groundsTitle: 'When we remove a review',
    groundsLead: 'We remove a reported review only on one of these grounds:',
    grounds: {
      personal_data: 'it contains personal data (e.g. a staff member’s surname, a phone number, an address),',
      insult: 'it contains offensive, vulgar or discriminatory content,',
      not_about_stay: 'it is not about a stay at this facility.',
    },
    negative: 'We never remove a review for being negative.',
  },
}

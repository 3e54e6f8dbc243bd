import * as v from 'valibot'
import { ReviewSchema } from '@api/contract/reviews'

/** The review form's own fields: the token travels beside them, read from the fragment. Loaded with its validation. */
export const ReviewFormSchema = v.omit(ReviewSchema, ['token'])

import * as v from 'valibot'
import { PasswordResetConfirmSchema } from '@api/contract/password'

/** The new password alone: the form checks what the API's confirm schema checks of it. Loaded with its validation. */
export const NewPasswordSchema = v.pick(PasswordResetConfirmSchema, ['password'])

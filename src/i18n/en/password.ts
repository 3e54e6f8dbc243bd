import type { MessagesOf } from '../types'
import type { password as pl } from '../pl/password'

export const password: MessagesOf<typeof pl> = {
  reset: {
    title: 'Forgot your password?',
    lead: 'Enter your account’s email address. If there is such an account, we will send it a link to set a new password, valid for 60 minutes.',
    submit: 'Send the link',
    sending: 'Sending…',
    sent: 'If an account with {{email}} exists, we have sent it a link to set a new password. Check your inbox, and the spam folder too.',
    rateLimited: 'Too many requests for a new password. Please try again in a few minutes.',
    failed: 'The request could not be sent. Please try again.',
    newTitle: 'Set a new password',
    setTitle: 'Set your password',
    activateTitle: 'Activate your account',
    activateLead:
      'Set a password for your account (at least 6 characters). Once it is saved, the 30-day trial starts and we take you to your operator panel.',
    activate: 'Activate your account',
    newLead:
      'Enter a new password (at least 6 characters). Once it is saved you are signed in, and every other session of this account ends.',
    newPassword: 'New password',
    save: 'Save the password and sign in',
    saving: 'Saving…',
    invalid: 'This link no longer works: it was used, has expired or is incomplete. Ask for a new one below.',
    back: 'Back to sign-in',
  },
  change: {
    title: 'Change password',
    lead: 'Enter your current password and a new one. Your account’s other sessions end; this one stays.',
    current: 'Current password',
    next: 'New password',
    submit: 'Change password',
    submitting: 'Saving…',
    done: 'Your password has been changed. Your account’s other sessions have ended.',
    failed: 'The password could not be changed. Please try again.',
    rateLimited: 'Too many attempts. Please try again in a few minutes.',
    forgot: 'Forgot your current password?',
  },
}

import type { MessagesOf } from '../types'
import type { auth as pl } from '../pl/auth'

export const auth: MessagesOf<typeof pl> = {
  eyebrow: '{{brand}} panel',
  title: 'Sign in',
  lead: 'Sign in to the operator or tenant panel.',
  roleLabel: 'You are signing in as',
  operator: 'Operator',
  tenant: 'Tenant',
  operatorText: 'Manage facilities, bookings and payments.',
  tenantText: 'Check your rental, payments and unit access.',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  remember: 'Remember me',
  forgot: 'Forgot your password?',
  submit: 'Sign in',
  submitting: 'Signing in…',
  noAccount: 'No account yet?',
  startTrial: 'Start a 30-day trial',
  failure: 'Incorrect login details or the account does not exist.',
  rateLimited: 'Too many sign-in attempts. Please try again in a few minutes.',
  challengeLabel: 'Protection against bots',
  challengePending: 'Wait a moment until the security check confirms you are not a robot, then sign in again.',
  challengeFailed: 'We could not confirm that you are not a robot. Complete the security check and try again.',
  challengeUnavailable: 'The sign-in security check could not load. Reload the page or try again in a moment.',
  errors: {
    invalidEmail: 'Enter a valid email address',
    minPassword: 'Password must be at least 6 characters',
  },
  asideTitle: 'Everything about your self storage in one place',
  asideP1: 'Online bookings, contracts and payments',
  asideP2: '24/7 access and entry history',
  asideP3: 'Invoices and reports always at hand',
  /** "Twoje dane" / "Your data" (issue 40): the export and the erasure. */
  accountData: {
    lead: 'Download everything tied to your account, or erase your data (GDPR, Articles 15 and 17).',
    unverified:
      'Your e-mail address is not verified yet, so only the account itself is yours: reservations, inquiries and alerts made with this address appear once you sign in with a link from your e-mail.',
    downloadTitle: 'Download my data',
    downloadText:
      'A JSON file with your account, reservations (with their history), inquiries, alerts, newsletter subscription and consents.',
    download: 'Download my data',
    eraseTitle: 'Erase my data',
    eraseText: 'We will delete your account and your personal data. This cannot be undone.',
    erase: 'Erase my data',
    confirmTitle: 'Erase your data?',
    deleted:
      'Deleted: your account, alerts, newsletter subscription and every sign-in session; active reservations are cancelled and their units go back on offer.',
    wiped: 'Removed from your reservations and inquiries: your name, e-mail, phone and messages.',
    kept: 'Kept (without your details): the facility, unit, price, dates and statuses of reservations and inquiries, which operators need for their bookkeeping. We will confirm by e-mail.',
    confirm: 'Yes, erase my data',
    erasing: 'Erasing…',
    cancel: 'Cancel',
    failed: 'Your data could not be erased. Please try again.',
    doneTitle: 'Your data has been erased',
    done: 'We deleted your account and personal data and signed you out. A confirmation is on its way to your e-mail.',
    operatorOnly:
      'Operator and administrator accounts are closed by our team: write to us and we will delete it with the company data.',
  },
}

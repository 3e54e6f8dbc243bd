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
  errors: {
    invalidEmail: 'Enter a valid email address',
    minPassword: 'Password must be at least 6 characters',
  },
  asideTitle: 'Everything about your self storage in one place',
  asideP1: 'Online bookings, contracts and payments',
  asideP2: '24/7 access and entry history',
  asideP3: 'Invoices and reports always at hand',
}

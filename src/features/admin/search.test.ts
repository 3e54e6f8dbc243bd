import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en'
import { registerMessages, translate } from '../../i18n/index'
import { pl } from '../../i18n/pl'
import { ApiError } from '../../lib/api-client'
import { serverFieldErrors, serverMessage } from './errors'
import { clientsSearch, usersSearch } from './search'

// What the router hands a validator: any parsed query object.
const raw = (search: Record<string, unknown>) => search as never

describe('list search (URL state)', () => {
  it('defaults to page 1, 20 per page, newest first', () => {
    expect(clientsSearch(raw({}))).toEqual({ page: 1, limit: 20, q: undefined, sort: 'id:desc' })
  })
  it('keeps valid values and treats a numeric query as text', () => {
    expect(clientsSearch(raw({ page: '3', limit: 50, q: 123, sort: 'companyName:asc' }))).toEqual({
      page: 3,
      limit: 50,
      q: '123',
      sort: 'companyName:asc',
    })
  })
  it('falls back on anything else', () => {
    expect(usersSearch(raw({ page: 'x', limit: 7, q: '  ' }))).toEqual({ page: 1, limit: 20, q: undefined })
    expect(clientsSearch(raw({ page: 0, sort: 'drop table' }))).toMatchObject({ page: 1, sort: 'id:desc' })
  })
})

describe('server errors', () => {
  const conflict = new ApiError(
    409,
    'Conflict',
    JSON.stringify({
      code: 'CONFLICT',
      message: 'x',
      issues: [
        { path: 'user.email', message: 'Zajęty' },
        { path: 'richContent.faq.1.question', message: 'Pytanie jest wymagane' },
      ],
    }),
  )
  it('maps issue paths to conform names', () => {
    expect(serverFieldErrors(conflict)).toEqual({
      'user.email': ['Zajęty'],
      'richContent.faq[1].question': ['Pytanie jest wymagane'],
    })
  })
  it('prefers the server message in the console’s language, else the default; never unknown server text', () => {
    registerMessages('pl', pl)
    registerMessages('en', en)
    const known = new ApiError(
      409,
      'Conflict',
      JSON.stringify({ issues: [{ path: 'email', message: 'Użytkownik o tym adresie e-mail już istnieje' }] }),
    )
    const tPl = (key: Parameters<typeof translate>[1]) => translate('pl', key)
    const tEn = (key: Parameters<typeof translate>[1]) => translate('en', key)
    expect(serverMessage(known, 'Nie udało się', tPl)).toBe('Użytkownik o tym adresie e-mail już istnieje')
    expect(serverMessage(known, 'Failed', tEn)).toBe('A user with this email address already exists')
    expect(serverMessage(conflict, 'Nie udało się', tPl)).toBe('Nieprawidłowa wartość')
    expect(serverMessage(conflict, 'Failed', tEn)).toBe('Invalid value')
    expect(serverMessage(new ApiError(500, 'Internal', 'oops'), 'Nie udało się', tPl)).toBe('Nie udało się')
    expect(serverMessage(new TypeError('offline'), 'Nie udało się', tPl)).toBe('Nie udało się')
  })
})

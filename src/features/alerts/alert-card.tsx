import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { SavedSearch } from '@api/contract/alerts'
import { MAX_SEARCHES_PER_EMAIL } from '@api/contract/alert-values'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
import { formatLongDate } from '~/lib/datetime'
import { toast } from '~/ui/toast-store'
import type { AlertActions } from './queries'
import { listSearchOf, searchWords } from './search-words'

// The edit form (and the form kit under it) when someone edits, fetched as the pointer or focus reaches "Edit": the
// renter's list and the manage page read without it.
const loadEditForm = () => import('./edit-form')
const EditAlertForm = lazy(() => loadEditForm().then((m) => ({ default: m.EditAlertForm })))

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })

/** One saved search: its words, status and end date, and what its owner can do with it. */
export function AlertCard({
  search,
  actions,
  onChanged,
  renew,
}: {
  search: SavedSearch
  actions: AlertActions
  onChanged: (next: SavedSearch | null) => void
  /** The manage page's extra action: a fresh 90 days (any edit renews too). */
  renew?: boolean
}) {
  const t = useT()
  const lang = useLang()
  const [editing, setEditing] = useState(false)
  // Back from the form (saved or cancelled), focus returns to "Edit", which the form replaced.
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus()
    wasEditing.current = editing
  }, [editing])
  const [busy, setBusy] = useState(false)
  const words = searchWords(search, lang)
  const run = async (work: () => Promise<unknown>, done: string, next: SavedSearch | null) => {
    if (busy) return
    setBusy(true)
    try {
      const result = (await work()) as { search?: SavedSearch } | undefined
      onChanged(next === null ? null : (result?.search ?? next))
      toast(done, 'success')
    } catch (error) {
      // 409: resuming would pass the per-address limit of live searches.
      const overLimit = error instanceof ApiError && error.status === 409
      toast(
        overLimit ? t('alerts.list.tooManyActive', { count: MAX_SEARCHES_PER_EMAIL }) : t('alerts.list.failed'),
        'error',
      )
    } finally {
      setBusy(false)
    }
  }
  const paused = search.status === 'paused'
  return (
    <li
      className={css({
        bg: 'white',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border.default',
        p: '5',
        listStyle: 'none',
      })}
      data-testid="alert-card"
      aria-busy={busy || undefined}
    >
      <h2 className={css({ textStyle: 'h4', color: 'fg.strong', overflowWrap: 'anywhere' })}>{words}</h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>
        <span data-testid="alert-status">{t(`alerts.list.status.${search.status}`)}</span> ·{' '}
        {t('alerts.list.expires', { date: formatLongDate(lang, search.expiresAt) })}
      </p>
      {editing ? (
        <Suspense fallback={null}>
          <EditAlertForm
            search={search}
            onCancel={() => setEditing(false)}
            onSave={(input) =>
              run(() => actions.edit(search.id, { search: input }), t('alerts.list.saved'), search).then(() =>
                setEditing(false),
              )
            }
          />
        </Suspense>
      ) : (
        <div className={`${row} ${css({ mt: '4' })}`}>
          <Link
            to="/$lang/facilities"
            params={{ lang }}
            search={listSearchOf(search)}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            {t('alerts.list.results')}
          </Link>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() =>
              void run(
                () => actions.edit(search.id, { status: paused ? 'active' : 'paused' }),
                t(paused ? 'alerts.list.resumed' : 'alerts.list.paused'),
                { ...search, status: paused ? 'active' : 'paused' },
              )
            }
          >
            {t(paused ? 'alerts.list.resume' : 'alerts.list.pause')}
          </button>
          <button
            ref={editButton}
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onPointerEnter={() => void loadEditForm()}
            onFocus={() => void loadEditForm()}
            onClick={() => setEditing(true)}
          >
            {t('alerts.list.edit')}
          </button>
          {renew ? (
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => void run(() => actions.edit(search.id, {}), t('alerts.manage.renewed'), search)}
            >
              {t('alerts.manage.renew')}
            </button>
          ) : null}
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => {
              if (window.confirm(t('alerts.list.deleteConfirm', { search: words })))
                void run(() => actions.remove(search.id), t('alerts.list.deleted'), null)
            }}
          >
            {t('alerts.list.delete')}
          </button>
        </div>
      )}
    </li>
  )
}

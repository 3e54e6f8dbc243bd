import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import type { SavedSearch } from '@api/contract/alerts'
import { AlertCard } from '~/features/alerts/alert-card'
import { type AlertActions, linkActions } from '~/features/alerts/queries'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

/**
 * The link in every alert mail (issue 27): an anonymous saver pauses, edits, renews or deletes the search. The id
 * and token are in the fragment, read only by this script; the server render is the same for every link.
 */
export const Route = createFileRoute('/$lang/alert-manage')({
  head: ({ params }) => staticPageHead('alertManage', params, { noindex: true }),
  component: ManagePage,
})

type State =
  | { kind: 'working' | 'invalid' | 'failed' | 'deleted' }
  | { kind: 'ready'; search: SavedSearch; actions: AlertActions }

function ManagePage() {
  const t = useT()
  const [state, setState] = useState<State>({ kind: 'working' })
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1))
    const id = Number(fragment.get('id'))
    const token = fragment.get('token') ?? ''
    if (!Number.isSafeInteger(id) || id < 1 || !token) return setState({ kind: 'invalid' })
    read(api.alerts.manage.$post({ json: { id, token } }))
      .then(({ search }) => setState({ kind: 'ready', search, actions: linkActions(token) }))
      .catch((error: unknown) =>
        setState({
          kind: error instanceof ApiError && error.status < 500 && error.status !== 429 ? 'invalid' : 'failed',
        }),
      )
  }, [])
  return (
    <Container className={css({ pb: '16' })}>
      <PageHeading title={t('pages.alertManage.heading')} />
      {state.kind === 'ready' ? (
        <ul className={css({ p: '0', m: '0', maxW: '3xl' })}>
          <AlertCard
            search={state.search}
            actions={state.actions}
            renew
            onChanged={(next) => setState(next ? { ...state, search: next } : { kind: 'deleted' })}
          />
        </ul>
      ) : state.kind === 'deleted' ? (
        <div role="status">
          <p className={css({ textStyle: 'h3' })}>{t('alerts.manage.deletedTitle')}</p>
          <p className={css({ mt: '2' })}>{t('alerts.manage.deletedText')}</p>
        </div>
      ) : (
        <p role="status" className={css({ fontSize: 'lg' })} data-state={state.kind}>
          {t(`alerts.manage.${state.kind}`)}
        </p>
      )}
    </Container>
  )
}

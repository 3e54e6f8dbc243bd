import type { QueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import * as v from 'valibot'
import { type AlertSearchInput, MAX_ALERT_RADIUS_KM, SaveAlertSchema } from '@api/contract/alerts'
import type { SearchOrigin } from '@api/contract/marketplace'
import type { Lang } from '@kernel/lang'
import { loadMessages } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { EmailField, FormAlert, Honeypot, KitForm, SubmitButton } from '~/ui/form'
// Not through the kit's index: a page whose forms load conform lazily must not reach it (ADR 0112).
import { useKitForm } from '~/ui/form/use-kit-form'
import { Modal, ModalBody } from '~/ui/modal'
import { type ListSearch, featureList } from '~/lib/list-search'
import { searchWords } from './search-words'
import { PrivacyLink } from '~/ui/privacy-link'
import { currentUserQuery, mayBeSignedIn } from '~/lib/current-user'

/** The form's own fields, with the rules of the API's schema (the search part comes from the page). */
const FormSchema = v.pick(SaveAlertSchema, ['email', 'website'])
const ERRORS = { invalidEmail: 'alerts.dialog.invalidEmail', invalid: 'alerts.dialog.invalidEmail' } as const

const str = (n: number | undefined) => (n === undefined ? undefined : String(n))

/** The search to save: the place and radius the list resolved, and the filters as the URL has them. */
export function alertSearchOf(search: ListSearch, origin: SearchOrigin): AlertSearchInput {
  return {
    place: origin.place?.name ?? search.place ?? search.location ?? '',
    lat: String(origin.lat),
    lon: String(origin.lon),
    radius: String(Math.min(origin.radiusKm, MAX_ALERT_RADIUS_KM)),
    minSize: str(search.minSize),
    maxSize: str(search.maxSize),
    priceMin: str(search.priceMin),
    priceMax: str(search.priceMax),
    features: search.features,
    unitType: search.unitType,
  }
}

type Status = 'idle' | 'sending' | 'done' | 'failed' | 'limited'

/**
 * What the dialog needs before it opens: its words, and whether a TENANT is signed in (its address is filled in;
 * the header has usually asked /me already, and a browser that never signed in does not ask).
 */
export async function prepareDialog(queryClient: QueryClient, lang: Lang): Promise<string | undefined> {
  const [, user] = await Promise.all([
    loadMessages(lang, ['alerts']),
    mayBeSignedIn() ? queryClient.ensureQueryData(currentUserQuery).catch(() => null) : null,
  ])
  return user?.role === 'TENANT' ? user.email : undefined
}

export type SaveAlertDialogProps = {
  search: ListSearch
  origin: SearchOrigin | undefined
  /** The signed-in TENANT's address: filled in, still editable. */
  tenantEmail: string | undefined
  onClose: () => void
}

export function SaveAlertDialog({ search, origin, tenantEmail, onClose }: SaveAlertDialogProps) {
  const t = useT()
  const lang = useLang()
  const [status, setStatus] = useState<Status>('idle')
  const [sentTo, setSentTo] = useState('')
  // Saved for the tenant's own address, the search is active at once (no confirmation mail): say so.
  const ownAddress = tenantEmail !== undefined && sentTo.toLowerCase() === tenantEmail.toLowerCase()
  const alertSearch = origin && (origin.place || search.place) ? alertSearchOf(search, origin) : null
  const { fields, kit, formProps } = useKitForm({
    id: 'alert-form',
    schema: FormSchema,
    messages: ERRORS,
    reveal: 'touched',
    defaultValue: tenantEmail ? { email: tenantEmail } : undefined,
    onValid: async (value) => {
      if (!alertSearch || status === 'sending') return
      setStatus('sending')
      try {
        await read(api.alerts.$post({ json: { ...value, lang, search: alertSearch } }))
        setSentTo(value.email)
        setStatus('done')
      } catch (error) {
        setStatus(error instanceof ApiError && error.status === 429 ? 'limited' : 'failed')
      }
    },
  })
  const words = alertSearch
    ? searchWords(
        {
          place: alertSearch.place,
          radiusKm: Number(alertSearch.radius),
          minSize: search.minSize ?? null,
          maxSize: search.maxSize ?? null,
          priceMin: search.priceMin ?? null,
          priceMax: search.priceMax ?? null,
          features: featureList(search),
          unitType: search.unitType ?? null,
        },
        lang,
      )
    : null
  return (
    <Modal
      titleId="alert-title"
      title={t('alerts.dialog.title')}
      descriptionId="alert-lead"
      description={t('alerts.dialog.lead')}
      closeLabel={t('alerts.dialog.close')}
      onClose={onClose}
      testId="alert-dialog"
    >
      <ModalBody>
        {status === 'done' ? (
          <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '3', py: '4' })}>
            <p className={css({ textStyle: 'h3', color: 'fg.strong' })}>{t('alerts.dialog.done')}</p>
            {ownAddress ? (
              <p>
                {t('alerts.dialog.doneSignedIn')}{' '}
                <Link
                  to="/$lang/my-alerts"
                  params={{ lang }}
                  className={css({ color: 'fg.brand', textDecoration: 'underline' })}
                >
                  {t('alerts.list.title')}
                </Link>
              </p>
            ) : (
              <p className={css({ overflowWrap: 'anywhere' })}>{t('alerts.dialog.doneText', { email: sentTo })}</p>
            )}
            <button type="button" className={button({ variant: 'outline' })} onClick={onClose}>
              {t('alerts.dialog.close')}
            </button>
          </div>
        ) : !alertSearch || !words ? (
          <p className={css({ py: '4' })}>{t('alerts.dialog.noPlace')}</p>
        ) : (
          <KitForm
            kit={kit}
            formProps={formProps}
            busy={status === 'sending'}
            className={css({ position: 'relative' })}
          >
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              <div>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('alerts.dialog.search')}</p>
                <p
                  className={css({ fontWeight: 'semibold', color: 'fg.strong', overflowWrap: 'anywhere' })}
                  data-testid="alert-words"
                >
                  {words}
                </p>
              </div>
              <EmailField field={fields.email} label={t('alerts.dialog.email')} required autoFocus />
              <Honeypot name="website" />
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {t('alerts.dialog.privacy')} <PrivacyLink />
              </p>
              {status === 'failed' || status === 'limited' ? (
                <FormAlert>{t(status === 'limited' ? 'alerts.dialog.tooMany' : 'alerts.dialog.failed')}</FormAlert>
              ) : null}
              <SubmitButton
                className={button({ block: true })}
                pending={status === 'sending'}
                label={t('alerts.dialog.submit')}
                pendingLabel={t('alerts.dialog.sending')}
              />
            </div>
          </KitForm>
        )}
      </ModalBody>
    </Modal>
  )
}

import { lazy, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { SearchOrigin } from '@api/contract/marketplace'
import { loadMessages } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import type { ListSearch } from '~/features/marketplace/search'

// The dialog, its form and its words come only when asked for: nothing of them is in a public page's first load.
const SaveAlertDialog = lazy(() => import('./save-dialog.lazy').then((m) => ({ default: m.SaveAlertDialog })))

/** "Powiadom mnie o nowych boksach" (issue 27): saves the current search (the list's or a city's) as an alert. */
export function SaveAlertButton({ search, origin }: { search: ListSearch; origin: SearchOrigin | undefined }) {
  const t = useT()
  const lang = useLang()
  const [open, setOpen] = useState(false)
  const openDialog = async () => {
    await loadMessages(lang, ['alerts'])
    setOpen(true)
  }
  return (
    <>
      <button
        type="button"
        className={`${button({ variant: 'outline' })} ${css({ alignSelf: 'flex-start', maxW: 'full', whiteSpace: 'normal' })}`}
        onClick={() => void openDialog()}
        aria-haspopup="dialog"
        data-testid="save-alert"
      >
        {t('marketplace.alertButton')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveAlertDialog search={search} origin={origin} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

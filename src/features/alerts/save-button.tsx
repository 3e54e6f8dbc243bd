import { useQueryClient } from '@tanstack/react-query'
import { type ComponentType, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { SearchOrigin } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import type { ListSearch } from '~/lib/list-search'
import type { SaveAlertDialogProps } from './save-dialog.lazy'

type Opened = { Dialog: ComponentType<SaveAlertDialogProps>; tenantEmail: string | undefined }

/**
 * "Powiadom mnie o nowych boksach" (issue 27): saves the current search (the list's or a city's) as an alert. The
 * dialog, its form, its words and the question who is signed in come only on the click: nothing of them is in a
 * public page's first load (tests/build/first-load.test.ts).
 */
export function SaveAlertButton({ search, origin }: { search: ListSearch; origin: SearchOrigin | undefined }) {
  const t = useT()
  const lang = useLang()
  const queryClient = useQueryClient()
  const [opened, setOpened] = useState<Opened | null>(null)
  const openDialog = async () => {
    const dialog = await (await import('./save-dialog.open')).loadSaveDialog()
    setOpened({ Dialog: dialog.SaveAlertDialog, tenantEmail: await dialog.prepareDialog(queryClient, lang) })
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
      {opened ? (
        <opened.Dialog
          search={search}
          origin={origin}
          tenantEmail={opened.tenantEmail}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  )
}

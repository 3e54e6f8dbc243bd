import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button, checkbox, modal } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { Modal } from '~/ui/modal'

/** Opens with focus on its close button (the first control), never on the action that leaves the page. */
export function AddFacilityDialog({ close }: { close: (never: boolean) => void }) {
  const t = useT()
  const lang = useLang()
  const navigate = useNavigate()
  const [never, setNever] = useState(false)
  const styles = modal({ size: 'sm' })
  const add = () => {
    close(true)
    void navigate({ to: '/$lang/software', params: { lang }, search: { demo: 1 } })
  }
  return (
    <Modal
      titleId="add-facility-title"
      title={t('home.modal.title')}
      closeLabel={t('home.modal.close')}
      onClose={() => close(never)}
      size="sm"
      testId="add-facility-modal"
    >
      <div className={styles.body}>
        <img
          src="/images/modal/add-facility.svg"
          alt={t('home.modal.imageAlt')}
          width={560}
          height={280}
          className={css({ w: 'full', h: 'auto', borderRadius: 'md', mb: '4' })}
        />
        <p className={css({ color: 'fg.muted' })}>{t('home.modal.text')}</p>
        <label
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            mt: '4',
            fontSize: 'sm',
            cursor: 'pointer',
          })}
        >
          <input type="checkbox" className={checkbox()} checked={never} onChange={(e) => setNever(e.target.checked)} />
          {t('home.modal.never')}
        </label>
      </div>
      <div className={styles.footer}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={() => close(never)}>
          {t('home.modal.later')}
        </button>
        <button type="button" className={button()} onClick={add}>
          {t('home.modal.add')}
        </button>
      </div>
    </Modal>
  )
}

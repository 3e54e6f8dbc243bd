import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { SubmitButton } from '~/ui/form'

type Props = {
  pending: boolean
  label: string
  backTo: '/admin/clients' | '/admin/facilities' | '/admin/users'
  children?: ReactNode
}

export function FormActions({ pending, label, backTo, children }: Props) {
  const t = useT()
  return (
    <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
      <SubmitButton pending={pending} label={label} pendingLabel={t('adminForm.actions.saving')} />
      <Link to={backTo} className={button({ variant: 'ghost' })}>
        {t('adminForm.actions.back')}
      </Link>
      {children}
    </div>
  )
}

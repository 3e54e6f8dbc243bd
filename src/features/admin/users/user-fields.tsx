import { type ReactNode, useState } from 'react'
import { useT } from '~/i18n/use-lang'
import { type AnyField, EmailField, SelectField, TextField } from '~/ui/form'
import { LANGS } from '@kernel/lang'
import { ROLES } from '../contract'
import { ClientPicker } from '../facilities/client-picker'
import type { PickedClient } from '../facilities/picker-options'
import { grid } from '../form/address-fields'

type Fields = Record<'email' | 'name' | 'role' | 'lang' | 'clientId', AnyField>

/**
 * E-mail, name, role, the language of every mail to the user (issue 40) and the optional client link; the password
 * field differs between create and edit.
 */
export function UserFields({
  fields,
  initialClient,
  children,
}: {
  fields: Fields
  initialClient: PickedClient | null
  children: ReactNode
}) {
  const t = useT()
  const [client, setClient] = useState(initialClient)
  return (
    <div className={grid}>
      <EmailField field={fields.email} label={t('adminForm.user.email')} required autoComplete="off" />
      <TextField field={fields.name} label={t('adminForm.user.name')} optional autoComplete="off" />
      <SelectField
        field={fields.role}
        label={t('adminForm.user.role')}
        required
        options={ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
      />
      <SelectField
        field={fields.lang}
        label={t('adminForm.user.lang')}
        required
        options={LANGS.map((lang) => ({ value: lang, label: t(`adminForm.user.langs.${lang}`) }))}
      />
      <div>
        <ClientPicker
          field={fields.clientId}
          label={t('adminForm.user.client')}
          optional
          selected={client}
          onSelect={setClient}
        />
      </div>
      {children}
    </div>
  )
}

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'

export type Tab<Id extends string> = { id: Id; label: string; lang?: string; invalid?: boolean; content: ReactNode }

const tabStyle = css({
  h: '11',
  px: '4',
  fontWeight: '600',
  color: 'fg.muted',
  bg: 'transparent',
  border: 'none',
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  mb: '-1px',
  _hover: { color: 'fg.strong' },
  '&[aria-selected=true]': { color: 'fg.brand', borderColor: 'brand.700' },
})

/**
 * ARIA tabs (APG pattern, automatic activation): one tab stop, arrows / Home / End move and select. Every panel
 * stays mounted, only hidden, so a form inside still submits the fields of the panels not shown.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string
  tabs: Tab<Id>[]
  selected: Id
  onSelect: (id: Id) => void
}) {
  const t = useT()
  const base = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    onSelect(tabs[next]!.id)
    buttons.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={css({
          display: 'flex',
          gap: '1',
          borderBottom: '1px solid',
          borderColor: 'border.default',
          mb: '4',
        })}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={tabStyle}
          >
            <span lang={tab.lang}>{tab.label}</span>
            {/* Errors in a hidden panel cannot take focus: the tab says where they are. */}
            {tab.invalid ? (
              <span className={css({ color: 'fg.danger', ml: '1' })}> {t('adminForm.tabErrors')}</span>
            ) : null}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          lang={tab.lang}
          hidden={tab.id !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}

import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useLang } from '~/i18n/use-lang'
import { ArrowRightIcon } from '~/ui/icons'
import { Container } from '~/ui/layout'
import { bigButton } from './big-button'
import { useSalesDialogs } from './sales-dialogs/use-sales-dialogs'

type CtaBandProps = {
  id: string
  title: string
  lead?: string
  note?: string
  trialLabel: string
  demoLabel: string
  /** 'software': link to the software page with the trial/demo flag instead of opening the dialog in place. */
  target?: 'here' | 'software'
  children?: ReactNode
}

const outlineOnDark = css({
  bg: 'transparent!',
  color: 'white!',
  borderColor: 'white!',
  _hover: { bg: 'rgba(255,255,255,0.1)!' },
})

/** Closing call to action with trial and demo buttons. */
export function CtaBand({ id, title, lead, note, trialLabel, demoLabel, target = 'here', children }: CtaBandProps) {
  const { openDemo, openTrial } = useSalesDialogs()
  const lang = useLang()
  const trialClass = bigButton('inverted')
  const demoClass = `${bigButton('outline')} ${outlineOnDark}`
  return (
    <section aria-labelledby={`${id}-title`} className={css({ py: { base: '12', md: '16' } })}>
      <Container>
        <div
          className={css({
            borderRadius: '2xl',
            px: { base: '6', md: '12' },
            py: { base: '10', md: '14' },
            textAlign: 'center',
            color: 'white',
            bgGradient: 'to-br',
            gradientFrom: 'brand.800',
            gradientTo: 'brand.950',
          })}
        >
          <h2 id={`${id}-title`} className={css({ textStyle: 'h2', color: 'white' })}>
            {title}
          </h2>
          {lead ? (
            <p className={css({ textStyle: 'lead', color: 'brand.100', mt: '3', maxW: '60ch', mx: 'auto' })}>{lead}</p>
          ) : null}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center', mt: '8' })}>
            {target === 'software' ? (
              <>
                <Link
                  to="/$lang/software"
                  params={{ lang }}
                  search={{ trial: 1 }}
                  className={trialClass}
                  data-testid={`${id}-trial`}
                >
                  {trialLabel} <ArrowRightIcon size={18} />
                </Link>
                <Link
                  to="/$lang/software"
                  params={{ lang }}
                  search={{ demo: 1 }}
                  className={demoClass}
                  data-testid={`${id}-demo`}
                >
                  {demoLabel}
                </Link>
              </>
            ) : (
              <>
                <button type="button" className={trialClass} onClick={openTrial} data-testid={`${id}-trial`}>
                  {trialLabel} <ArrowRightIcon size={18} />
                </button>
                <button type="button" className={demoClass} onClick={openDemo} data-testid={`${id}-demo`}>
                  {demoLabel}
                </button>
              </>
            )}
          </div>
          {note ? <p className={css({ mt: '4', fontSize: 'sm', color: 'brand.100' })}>{note}</p> : null}
          {children}
        </div>
      </Container>
    </section>
  )
}

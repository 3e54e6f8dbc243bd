import { useEffect, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { Faq } from '~/ui/faq'
import { Container } from '~/ui/layout'
import type { FaqEntry } from '@content/faq/types'
import { seededShuffle } from './shuffle'

const VISIBLE = 4

/** `entries`: the page language's questions only (the home route loads one language's list, ADR 0028). */
export function HomeFaq({ entries, seed }: { entries: readonly FaqEntry[]; seed: number }) {
  const t = useT()
  const [expanded, setExpanded] = useState(false)
  const items = useMemo(() => seededShuffle(entries, seed), [entries, seed])
  const revealed = useRef(false)
  useEffect(() => {
    // The new questions appear above the button: focus goes to the first of them, where reading continues.
    if (!expanded || !revealed.current) return
    revealed.current = false
    document.querySelector<HTMLElement>(`#home-faq-list details:nth-of-type(${VISIBLE + 1}) summary`)?.focus()
  }, [expanded])
  return (
    <section aria-labelledby="faq-title" className={css({ py: { base: '12', md: '16' } })}>
      <Container className={css({ maxW: '860px' })}>
        <h2 id="faq-title" className={css({ textStyle: 'h2', mb: '8', textAlign: 'center' })}>
          {t('home.faq.title')}
        </h2>
        <div id="home-faq-list" data-testid="home-faq">
          <Faq items={expanded ? items : items.slice(0, VISIBLE)} />
        </div>
        <div className={css({ textAlign: 'center', mt: '6' })}>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            aria-expanded={expanded}
            aria-controls="home-faq-list"
            onClick={() => {
              revealed.current = !expanded
              setExpanded(!expanded)
            }}
          >
            {expanded ? t('home.faq.less') : t('home.faq.more')}
          </button>
        </div>
      </Container>
    </section>
  )
}

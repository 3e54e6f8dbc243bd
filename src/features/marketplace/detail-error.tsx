import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { ArrowLeftIcon } from '~/ui/icons'
import { ErrorReference } from '~/ui/error-reference'
import { Container } from '~/ui/layout'

export function BackToList() {
  const t = useT()
  const lang = useLang()
  return (
    <Link
      to="/$lang/facilities"
      params={{ lang }}
      className={button({ variant: 'ghost', size: 'sm' }) + ' ' + css({ ml: '-3' })}
    >
      <ArrowLeftIcon size={18} />
      {t('facilityPage.back')}
    </Link>
  )
}

export function DetailError({ error }: { error: unknown }) {
  const t = useT()
  return (
    <Container>
      <section
        role="alert"
        className={css({
          py: '16',
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '4',
        })}
      >
        <h1 className={css({ textStyle: 'h2' })}>{t('facilityPage.error')}</h1>
        <p className={css({ color: 'fg.muted' })}>{t('facilityPage.errorText')}</p>
        <ErrorReference error={error} />
        <BackToList />
      </section>
    </Container>
  )
}

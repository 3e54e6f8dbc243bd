import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { CheckIcon } from '~/ui/icons'

/** The two featured operators (fictional); external sites use a reserved test domain. */
export const CASES = [
  { id: 'magazynowo', logo: '/images/case-studies/magazynowo.svg', url: 'https://magazynowo.example' },
  { id: 'boxpol', logo: '/images/case-studies/boxpol.svg', url: 'https://boxpol.example' },
] as const

type CaseLeaf = 'name' | 'city' | 'units' | 'quote' | 'author' | (typeof FEATURES)[number]
const FEATURES = ['f1', 'f2', 'f3', 'f4'] as const

const label = css({
  fontSize: 'xs',
  fontWeight: '700',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'fg.muted',
})

export function CaseCard({ id, logo, url }: (typeof CASES)[number]) {
  const t = useT()
  const k = (leaf: CaseLeaf) => t(`operatorPages.cases.${id}.${leaf}`)
  const name = k('name')
  return (
    <article
      aria-labelledby={`case-${id}`}
      className={
        card({ padded: true }) +
        ' ' +
        css({ display: 'flex', flexDirection: 'column', gap: '5', p: { base: '6', md: '8' } })
      }
      data-testid={`case-${id}`}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
        <img
          src={logo}
          alt={t('operatorPages.cases.logoAlt', { name })}
          width={72}
          height={72}
          className={css({ w: '16', h: '16', borderRadius: 'lg', border: '1px solid', borderColor: 'border.default' })}
        />
        <h2 id={`case-${id}`} className={css({ textStyle: 'h2', fontSize: '2xl!' })}>
          {name}
        </h2>
      </div>
      <dl className={css({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: '4' })}>
        <div>
          <dt className={label}>{t('operatorPages.cases.city')}</dt>
          <dd className={css({ fontWeight: '600', m: '0' })}>{k('city')}</dd>
        </div>
        <div>
          <dt className={label}>{t('operatorPages.cases.unitTypes')}</dt>
          <dd className={css({ fontWeight: '600', m: '0' })}>{k('units')}</dd>
        </div>
      </dl>
      <div>
        <h3 className={label}>{t('operatorPages.cases.features')}</h3>
        <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', mt: '2' })}>
          {FEATURES.map((f) => (
            <li key={f} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <CheckIcon size={16} className={css({ color: 'brand.700', flexShrink: 0 })} />
              {k(f)}
            </li>
          ))}
        </ul>
      </div>
      <figure
        className={css({
          m: '0',
          p: '5',
          borderRadius: 'lg',
          bg: 'brand.50',
          borderLeft: '4px solid',
          borderColor: 'brand.600',
          flex: '1',
        })}
      >
        <blockquote className={css({ fontSize: 'lg', color: 'fg.strong', fontWeight: '500' })}>
          „{k('quote')}”
        </blockquote>
        <figcaption className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })}>— {k('author')}</figcaption>
      </figure>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={css({
          color: 'fg.brand',
          fontWeight: '600',
          textDecoration: 'underline',
          textUnderlineOffset: '3px',
        })}
      >
        {t('operatorPages.cases.visit', { name })}{' '}
        <span className={css({ srOnly: true })}>{t('operatorPages.cases.external')}</span> ↗
      </a>
    </article>
  )
}

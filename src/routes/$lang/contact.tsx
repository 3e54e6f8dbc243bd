import { createFileRoute, Link } from '@tanstack/react-router'
import { brand, phoneHref } from '@kernel/brand'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '~/ui/icons'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/contact')({
  head: ({ params }) => staticPageHead('contact', params),
  component: ContactPage,
})

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
      <span
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '11',
          h: '11',
          borderRadius: 'md',
          bg: 'brand.50',
          color: 'brand.700',
          flexShrink: 0,
        })}
      >
        {icon}
      </span>
      <div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</p>
        <p className={css({ fontWeight: '600', color: 'fg.strong' })}>{children}</p>
      </div>
    </li>
  )
}

function ContactPage() {
  const t = useT()
  const lang = useLang()
  const linkStyle = css({ color: 'fg.brand', textDecoration: 'underline', textUnderlineOffset: '3px' })
  return (
    <Container className={css({ pb: '16' })}>
      <PageHeading title={t('pages.contact.heading')} lead={t('consent.contact.lead')} />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '1.2fr 1fr' } })}>
        <ul
          className={
            card({ padded: true }) +
            ' ' +
            css({ display: 'grid', gap: '6', p: { base: '6', md: '8' }, listStyle: 'none' })
          }
        >
          <Item icon={<PhoneIcon />} label={t('consent.contact.phone')}>
            <a href={phoneHref} className={linkStyle}>
              {brand.phone}
            </a>
          </Item>
          <Item icon={<MailIcon />} label={t('consent.contact.email')}>
            <a href={`mailto:${brand.email}`} className={linkStyle}>
              {brand.email}
            </a>
          </Item>
          <Item icon={<PinIcon />} label={t('consent.contact.address')}>
            {t('consent.contact.addressValue')}
          </Item>
          <Item icon={<ClockIcon />} label={t('consent.contact.hours')}>
            {t('consent.contact.hoursValue')}
          </Item>
        </ul>
        <div className={css({ display: 'grid', gap: '6' })}>
          <section
            aria-labelledby="contact-operators"
            className={css({ p: '6', borderRadius: 'lg', bg: 'brand.950', color: 'white' })}
          >
            <h2 id="contact-operators" className={css({ textStyle: 'h3', color: 'white' })}>
              {t('consent.contact.operatorsTitle')}
            </h2>
            <p className={css({ color: 'ink.200', mt: '2' })}>{t('consent.contact.operatorsText')}</p>
            <Link
              to="/$lang/software"
              params={{ lang }}
              search={{ demo: 1 }}
              className={button({ variant: 'inverted' }) + ' ' + css({ mt: '4' })}
            >
              {t('consent.contact.demo')}
            </Link>
          </section>
          <section aria-labelledby="contact-facility" className={css({ p: '6', borderRadius: 'lg', bg: 'bg.subtle' })}>
            <h2 id="contact-facility" className={css({ textStyle: 'h3' })}>
              {t('consent.contact.facilityTitle')}
            </h2>
            <p className={css({ color: 'fg.muted', mt: '2' })}>{t('consent.contact.facilityText')}</p>
            <Link
              to="/$lang/facilities"
              params={{ lang }}
              className={button({ variant: 'outline' }) + ' ' + css({ mt: '4' })}
            >
              {t('consent.contact.facilities')}
            </Link>
          </section>
        </div>
      </div>
    </Container>
  )
}

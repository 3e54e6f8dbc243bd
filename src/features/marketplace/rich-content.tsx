import { css } from 'styled-system/css'
import type { RichContent } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { Faq } from '~/ui/faq'
import { DetailCard } from './detail-card'
import { ForeignNote, foreignLang } from './foreign-text'

const prose = css({
  color: 'fg.default',
  maxW: 'prose',
  '& p': { mb: '3' },
  '& ul, & ol': { pl: '5', mb: '3' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& li': { mb: '1' },
  '& h3': { textStyle: 'h3', fontSize: 'lg', mt: '4', mb: '2' },
  '& a': { color: 'fg.brand', textDecoration: 'underline' },
  '& strong': { color: 'fg.strong' },
})

/**
 * Operator copy; the HTML is sanitized by the API when it is written, so it is rendered as is. When the API had no
 * text in the page's language, the operator's texts carry their own `lang` and a note says so; the headings we
 * write ourselves stay in the page's language. Links in the operator's HTML load their page as before, also inside
 * the static island this section is (`data-reload-document`, ADR 0102).
 */
export function RichContentSection({ content, fallbackTitle }: { content: RichContent | null; fallbackTitle: string }) {
  const t = useT()
  const pageLang = useLang()
  if (!content) return null
  const { title, lead, bodyHtml, storageInfoHtml, tipsHtml, faq } = content
  if (!title && !lead && !bodyHtml && !storageInfoHtml && !tipsHtml && !faq.length) return null
  const lang = foreignLang(content.contentLang, pageLang)
  return (
    <DetailCard title={title || fallbackTitle} titleLang={title ? lang : undefined} id="about-title">
      {lang ? (
        <div className={css({ mb: '4' })}>
          <ForeignNote>{t('facilityPage.contentPolishOnly')}</ForeignNote>
        </div>
      ) : null}
      {lead ? (
        <p lang={lang} className={css({ textStyle: 'lead', color: 'fg.muted', mb: '4' })}>
          {lead}
        </p>
      ) : null}
      {bodyHtml ? (
        <div lang={lang} className={prose} data-reload-document dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      ) : null}
      {storageInfoHtml ? (
        <>
          <h3 className={css({ textStyle: 'h3', mt: '6', mb: '2' })}>{t('facilityPage.storageInfo')}</h3>
          <div
            lang={lang}
            className={prose}
            data-reload-document
            dangerouslySetInnerHTML={{ __html: storageInfoHtml }}
          />
        </>
      ) : null}
      {tipsHtml ? (
        <>
          <h3 className={css({ textStyle: 'h3', mt: '6', mb: '2' })}>{t('facilityPage.tips')}</h3>
          <div lang={lang} className={prose} data-reload-document dangerouslySetInnerHTML={{ __html: tipsHtml }} />
        </>
      ) : null}
      {faq.length ? (
        <>
          <h3 className={css({ textStyle: 'h3', mt: '6', mb: '2' })}>{t('facilityPage.faq')}</h3>
          <div lang={lang}>
            <Faq items={faq} />
          </div>
        </>
      ) : null}
    </DetailCard>
  )
}

import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { formatShortDateTime } from '~/lib/datetime'
import { moderationQuery } from './moderation-queries'
import { ReasonForm } from './reason-form'

const card = css({
  display: 'grid',
  gap: '2',
  bg: 'white',
  p: '4',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
  minW: '0',
})
const muted = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })
const text = css({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: 'sm',
  bg: 'bg.muted',
  p: '2',
  borderRadius: 'md',
})

/** Issue 32: operators' photos and description edits go live at once; the superadmin reviews them here. */
export function ModerationSections() {
  const t = useT()
  const lang = useLang()
  const { data } = useQuery(moderationQuery)
  const by = (who: string, when: string) =>
    t('admin.moderation.by', { who, when: formatShortDateTime(lang, when) ?? '—' })
  return (
    <div>
      <h2 id="moderation" className={css({ fontWeight: '700', fontSize: 'xl', mb: '2' })}>
        {t('admin.moderation.title')}
      </h2>
      <p className={css({ mb: '6', maxW: 'prose' })}>{t('admin.moderation.lead')}</p>
      <section aria-labelledby="mod-photos" className={css({ mb: '10' })}>
        <h3 id="mod-photos" className={css({ fontWeight: '700', fontSize: 'lg', mb: '3' })}>
          {t('admin.moderation.photos')}
        </h3>
        {data?.photos.length ? (
          <ul
            className={css({
              listStyle: 'none',
              p: '0',
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
            })}
          >
            {data.photos.map((p) => (
              <li key={p.id} className={card} data-testid="mod-photo">
                {p.hiddenAt ? null : (
                  <img
                    src={p.thumb}
                    alt={p.alt}
                    width={320}
                    height={213}
                    loading="lazy"
                    className={css({
                      w: 'full',
                      h: 'auto',
                      aspectRatio: '3 / 2',
                      objectFit: 'cover',
                      borderRadius: 'md',
                    })}
                  />
                )}
                <p
                  className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}
                >{`${p.facilityName} · ${p.companyName ?? '—'}`}</p>
                <p className={muted}>{by(p.userEmail, p.createdAt)}</p>
                {p.hiddenAt ? (
                  <p>
                    <span className={badge({ tone: 'danger' })}>
                      {t('admin.moderation.hidden', { reason: p.hiddenReason ?? '' })}
                    </span>
                  </p>
                ) : (
                  <ReasonForm
                    label={t('admin.moderation.hide')}
                    testId="mod-hide"
                    onSubmit={(reason) =>
                      read(
                        api.superadmin.moderation.photos[':id'].hide.$post({
                          param: { id: String(p.id) },
                          json: { reason },
                        }),
                      )
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('admin.moderation.none')}</p>
        )}
      </section>
      <section aria-labelledby="mod-descriptions">
        <h3 id="mod-descriptions" className={css({ fontWeight: '700', fontSize: 'lg', mb: '3' })}>
          {t('admin.moderation.descriptions')}
        </h3>
        {data?.descriptions.length ? (
          <ul className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '4' })}>
            {data.descriptions.map((d, index) => {
              const newest =
                data.descriptions.findIndex((x) => x.facilityId === d.facilityId && !x.revertedAt) === index
              return (
                <li key={d.id} className={card} data-testid="mod-description">
                  <p
                    className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}
                  >{`${d.facilityName} · ${d.companyName ?? '—'}`}</p>
                  <p className={muted}>{by(d.userEmail, d.createdAt)}</p>
                  <div
                    className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
                  >
                    <div>
                      <p className={css({ fontWeight: '600', fontSize: 'sm' })}>{t('admin.moderation.before')}</p>
                      <p className={text} lang="pl">
                        {d.old.pl || t('admin.moderation.empty')}
                      </p>
                      {d.old.en !== d.new.en ? (
                        <p
                          className={text}
                          lang="en"
                        >{`${t('admin.moderation.english')}: ${d.old.en || t('admin.moderation.empty')}`}</p>
                      ) : null}
                    </div>
                    <div>
                      <p className={css({ fontWeight: '600', fontSize: 'sm' })}>{t('admin.moderation.after')}</p>
                      <p className={text} lang="pl">
                        {d.new.pl || t('admin.moderation.empty')}
                      </p>
                      {d.old.en !== d.new.en ? (
                        <p
                          className={text}
                          lang="en"
                        >{`${t('admin.moderation.english')}: ${d.new.en || t('admin.moderation.empty')}`}</p>
                      ) : null}
                    </div>
                  </div>
                  {d.revertedAt ? (
                    <p>
                      <span className={badge({ tone: 'neutral' })}>
                        {t('admin.moderation.reverted', { who: d.revertedBy ?? '', reason: d.revertReason ?? '' })}
                      </span>
                    </p>
                  ) : newest ? (
                    <ReasonForm
                      label={t('admin.moderation.revert')}
                      testId="mod-revert"
                      onSubmit={(reason) =>
                        read(
                          api.superadmin.moderation.descriptions[':id'].revert.$post({
                            param: { id: String(d.id) },
                            json: { reason },
                          }),
                        )
                      }
                    />
                  ) : null}
                </li>
              )
            })}
          </ul>
        ) : (
          <p>{t('admin.moderation.none')}</p>
        )}
      </section>
    </div>
  )
}

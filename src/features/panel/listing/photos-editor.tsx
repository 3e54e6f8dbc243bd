import { useQueryClient } from '@tanstack/react-query'
import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { badge, button } from 'styled-system/recipes'
import { type PanelPhoto, PhotoFieldsSchema } from '@api/contract/listing'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { toast } from '~/ui/toast'
import { Field } from './field'
import { type FieldErrors, errorText, failedText, schemaErrors, showSaveFailure } from './issues'

const MAX_BYTES = 10 * 1024 * 1024

/** Upload by picker, drop or the phone camera (`accept="image/*"`); alt text in Polish required, English optional. */
function UploadForm({ facilityId }: { facilityId: number }) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [over, setOver] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const pick = (next: File | null | undefined) => {
    setFile(next ?? null)
    setErrors((e) => ({ ...e, file: next && next.size > MAX_BYTES ? 'imageTooBig' : '' }))
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    pick(event.dataTransfer.files[0])
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const data = new FormData(form)
    const fields = v.safeParse(PhotoFieldsSchema, { alt: data.get('alt') ?? '', altEn: data.get('altEn') ?? '' })
    const found: FieldErrors = fields.success ? {} : schemaErrors(fields.issues)
    if (!file) found.file = 'fileRequired'
    else if (file.size > MAX_BYTES) found.file = 'imageTooBig'
    if (Object.values(found).some(Boolean)) {
      setErrors(found)
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    data.set('file', file!)
    setBusy(true)
    try {
      const response = await fetch(`/api/panel/facilities/${facilityId}/photos`, {
        method: 'POST',
        body: data,
        headers: { accept: 'application/json' },
      })
      if (!response.ok)
        throw new ApiError(
          response.status,
          response.statusText,
          await response.text(),
          response.headers.get('x-request-id'),
        )
      await queryClient.invalidateQueries({ queryKey: ['panel'] })
      form.reset()
      setFile(null)
      setErrors({})
      toast(t('panel.listing.uploaded'), 'success')
    } catch (failure) {
      showSaveFailure(t, failure, setErrors)
    } finally {
      setBusy(false)
    }
  }
  const fileError = errorText(t, errors.file || undefined)
  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '3' })} data-testid="photo-upload">
      <div
        role="group"
        aria-labelledby={`${id}-file-name`}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="photo-drop"
        className={css({
          display: 'grid',
          gap: '2',
          justifyItems: 'start',
          p: '4',
          border: '2px dashed',
          borderColor: over ? 'brand.600' : 'border.default',
          borderRadius: 'lg',
          bg: over ? 'brand.50' : 'white',
          // The file input itself is visually hidden: its focus shows on the whole drop area (ADR 0014).
          '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
        })}
      >
        <label
          htmlFor={`${id}-file`}
          className={`${button({ variant: 'outline' })} ${css({ whiteSpace: 'normal', h: 'auto', py: '2', textAlign: 'center' })}`}
        >
          {t('panel.listing.choose')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          name="file"
          accept="image/*"
          className={css({ srOnly: true })}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-file-error` : `${id}-file-name`}
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="photo-file"
        />
        <span id={`${id}-file-name`} className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
          {file ? file.name : t('panel.listing.drop')}
        </span>
        {fileError ? (
          <p id={`${id}-file-error`} className={css({ color: 'danger.700', fontSize: 'sm' })}>
            {fileError}
          </p>
        ) : null}
      </div>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <Field
          label={t('panel.listing.altPl')}
          name="alt"
          required
          lang="pl"
          maxLength={220}
          error={errorText(t, errors.alt)}
          data-testid="photo-alt"
        />
        <Field
          label={t('panel.listing.altEn')}
          name="altEn"
          optional
          lang="en"
          maxLength={220}
          error={errorText(t, errors.altEn)}
        />
      </div>
      <div>
        <button type="submit" className={button()} aria-disabled={busy || undefined} data-testid="photo-submit">
          {busy ? t('panel.listing.uploading') : t('panel.listing.upload')}
        </button>
      </div>
    </form>
  )
}

/** The facility's photos in their order (the first visible one is the cover): move, make cover, delete. */
export function PhotosEditor({
  facilityId,
  photos,
  readOnly,
}: {
  facilityId: number
  photos: PanelPhoto[]
  readOnly: boolean
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      await work()
      await queryClient.invalidateQueries({ queryKey: ['panel'] })
      toast(done, 'success')
    } catch (failure) {
      toast(failedText(t, failure), 'error')
    } finally {
      setBusy(false)
    }
  }
  const order = (ids: number[]) =>
    run(
      () => read(api.panel.facilities[':id'].photos.order.$put({ param: { id: String(facilityId) }, json: { ids } })),
      t('panel.listing.orderSaved'),
    )
  const move = (index: number, by: number) => {
    const ids = photos.map((p) => p.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + by, 0, moved!)
    void order(ids)
  }
  const remove = (photo: PanelPhoto) => {
    if (!window.confirm(t('panel.listing.confirmDelete'))) return
    void run(
      () => read(api.panel.photos[':id'].$delete({ param: { id: String(photo.id) } })),
      t('panel.listing.deleted'),
    )
  }
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('panel.listing.photosLead')}</p>
      {readOnly ? null : <UploadForm facilityId={facilityId} />}
      {photos.length ? (
        <ol
          className={css({
            listStyle: 'none',
            p: '0',
            m: '0',
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          })}
          data-testid="photo-list"
        >
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className={css({
                display: 'grid',
                gap: '2',
                bg: 'white',
                p: '3',
                borderRadius: 'lg',
                border: '1px solid',
                borderColor: 'border.default',
                minW: '0',
              })}
              data-testid="photo-item"
              data-photo-id={photo.id}
            >
              {photo.hidden ? (
                <p
                  className={css({
                    aspectRatio: '3 / 2',
                    display: 'grid',
                    placeItems: 'center',
                    bg: 'ink.100',
                    borderRadius: 'md',
                    p: '2',
                    fontSize: 'sm',
                    overflowWrap: 'anywhere',
                  })}
                >
                  {photo.altPl}
                </p>
              ) : (
                <img
                  src={`${photo.base}-320.jpg`}
                  alt={t('panel.listing.photoAlt', { alt: photo.altPl })}
                  width={320}
                  height={Math.round((320 * photo.height) / photo.width)}
                  loading="lazy"
                  className={css({
                    w: 'full',
                    h: 'auto',
                    aspectRatio: '3 / 2',
                    objectFit: 'cover',
                    borderRadius: 'md',
                    bg: 'ink.100',
                  })}
                />
              )}
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                {photo.isCover ? (
                  <span className={badge({ tone: 'brand' })} data-testid="photo-cover">
                    {t('panel.listing.cover')}
                  </span>
                ) : null}
                {photo.hidden ? <span className={badge({ tone: 'danger' })}>{t('panel.listing.hidden')}</span> : null}
              </div>
              {readOnly ? null : (
                <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                  {!photo.isCover && !photo.hidden ? (
                    <button
                      type="button"
                      className={button({ size: 'sm' })}
                      aria-disabled={busy || undefined}
                      onClick={() =>
                        void order([photo.id, ...photos.filter((p) => p.id !== photo.id).map((p) => p.id)])
                      }
                      data-testid="photo-make-cover"
                    >
                      {t('panel.listing.makeCover')}
                      <span className={css({ srOnly: true })}>: {photo.altPl}</span>
                    </button>
                  ) : null}
                  {index > 0 ? (
                    <button
                      type="button"
                      className={button({ size: 'sm', variant: 'outline' })}
                      aria-disabled={busy || undefined}
                      onClick={() => move(index, -1)}
                      data-testid="photo-up"
                    >
                      {t('panel.listing.moveUp')}
                      <span className={css({ srOnly: true })}>: {photo.altPl}</span>
                    </button>
                  ) : null}
                  {index < photos.length - 1 ? (
                    <button
                      type="button"
                      className={button({ size: 'sm', variant: 'outline' })}
                      aria-disabled={busy || undefined}
                      onClick={() => move(index, 1)}
                      data-testid="photo-down"
                    >
                      {t('panel.listing.moveDown')}
                      <span className={css({ srOnly: true })}>: {photo.altPl}</span>
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={button({ size: 'sm', variant: 'outline' })}
                    aria-disabled={busy || undefined}
                    onClick={() => remove(photo)}
                    data-testid="photo-delete"
                  >
                    {t('panel.listing.delete')}
                    <span className={css({ srOnly: true })}>: {photo.altPl}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('panel.listing.noPhotos')}</p>
      )}
    </div>
  )
}

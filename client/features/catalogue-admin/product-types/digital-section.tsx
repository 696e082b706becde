import { useId, useRef, useState, type SubmitEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminLicenceKeyRow, AdminProductDetail } from '../../../../contract/dto/catalogue-admin'
import { formatDateTime } from '../../../../contract/format-date'
import { formatFileSize } from '../../../../contract/format'
import { LOW_KEY_POOL } from '../../../../contract/schemas/digital-delivery'
import type { Locale } from '../../../../contract/locales'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import { TextInput } from '../../../lib/ui/text-input'
import { useI18n, useLocale, useT, type Translate } from '../../../i18n/i18n'
import { ListBar, ListFilter, ListSearch, useListQuery } from '../../admin/list-kit'
import { addKeysMutation, deleteFileMutation, deleteKeyMutation, keysQuery, uploadFileMutation } from './api'
import { SaveFailureNotice, useSaveFailure } from './save-state'
import type { ProductPartProps } from './part-props'

/** A key shown as its last four characters unless staff ask to see the keys. */
export const maskKey = (key: string) => (key.length <= 4 ? '••••' : `••••${key.slice(-4)}`)

/**
 * An eProduct's goods (issue 35): the file the buyer gets (name, size, when uploaded; upload or
 * replace, remove after a confirmation) and the licence key pool (counts, paste keys one a line,
 * the paged keys with delete for those still in the pool). Delivering them is issue 36's work.
 */
export function DigitalSection({ product, onSaved }: ProductPartProps) {
  const t = useT()
  const titleId = useId()
  return (
    <section className="panel stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('productTypes.digital.title')}</h2>
      <p className="muted">{t('productTypes.digital.intro')}</p>
      <DigitalFile product={product} onSaved={onSaved} />
      <KeyPool product={product} onSaved={onSaved} />
    </section>
  )
}

function DigitalFile({ product, onSaved }: ProductPartProps) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const headingId = useId()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<File | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const { failure, fail, clear } = useSaveFailure()
  /** The product as saved now (after a 409): this part starts again from it. */
  const reloaded = (next: AdminProductDetail) => {
    clear()
    setNote(null)
    onSaved(next)
  }
  const file = product.digital?.file ?? null

  const upload = useMutation({
    ...uploadFileMutation(api),
    onSuccess: (next) => {
      clear()
      setChosen(null)
      if (input.current) input.current.value = ''
      setNote(t('productTypes.digital.uploaded', { name: next.digital?.file?.name ?? '' }))
      onSaved(next)
    },
    onError: fail,
  })
  const removal = useMutation({
    ...deleteFileMutation(api),
    onSuccess: (next) => {
      clear()
      setConfirming(false)
      setNote(t('productTypes.digital.fileRemoved'))
      onSaved(next)
    },
    onError: (error) => {
      setConfirming(false)
      fail(error)
    },
  })
  const busy = upload.isPending || removal.isPending

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A form in a portal (the media modal's) submits through the React tree too: only this form's own submit counts.
    if (event.target !== event.currentTarget) return
    if (busy) return
    clear()
    setNote(null)
    if (!chosen) {
      setNote(t('productTypes.digital.chooseFirst'))
      input.current?.focus()
      return
    }
    upload.mutate({ id: product.id, version: product.version, file: chosen })
  }

  return (
    <div className="stack" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('productTypes.digital.fileTitle')}</h3>
      {file ? (
        <dl className="stack" style={{ margin: 0 }} data-testid="digital-file">
          <div>
            <dt className="muted small">{t('productTypes.digital.fileName')}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{file.name}</dd>
          </div>
          <div>
            <dt className="muted small">{t('productTypes.digital.fileSize')}</dt>
            <dd style={{ margin: 0 }}>{formatFileSize(file.size, locale)}</dd>
          </div>
          <div>
            <dt className="muted small">{t('productTypes.digital.fileUploaded')}</dt>
            <dd style={{ margin: 0 }}>{formatDateTime(file.uploadedAt, locale)}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('productTypes.digital.noFile')}</p>
      )}
      <SaveFailureNotice failure={failure} product={product} onReloaded={reloaded} />
      <p role="status" className={note ? undefined : 'visually-hidden'}>
        {note}
      </p>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__static-label" htmlFor={inputId}>
            {file ? t('productTypes.digital.replaceLabel') : t('productTypes.digital.uploadLabel')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            name="file"
            onChange={(event) => {
              setNote(null)
              setChosen(event.currentTarget.files?.[0] ?? null)
            }}
            style={{ display: 'block', maxWidth: '100%' }}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="btn btn--primary" aria-busy={upload.isPending || undefined}>
            {file ? t('productTypes.digital.replace') : t('productTypes.digital.upload')}
          </button>
          {file ? (
            <button
              type="button"
              className="btn btn--danger"
              aria-disabled={busy || undefined}
              onClick={() => (busy ? undefined : setConfirming(true))}
            >
              {t('productTypes.digital.removeFile')}
            </button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('productTypes.digital.removeTitle', { name: file?.name ?? '' })}
        confirmLabel={t('productTypes.digital.removeFile')}
        busy={removal.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => removal.mutate({ id: product.id, version: product.version })}
      >
        <p>{t('productTypes.digital.removeText')}</p>
      </ConfirmDialog>
    </div>
  )
}

const keyColumns = (t: Translate, locale: Locale, shown: boolean): Array<DataColumn<AdminLicenceKeyRow>> => [
  {
    id: 'key',
    header: 'productTypes.keys.key',
    className: 'backoffice-cell',
    cell: (row) => <code>{shown || row.orderId !== null ? row.key : maskKey(row.key)}</code>,
  },
  {
    id: 'state',
    header: 'productTypes.keys.state',
    cell: (row) =>
      row.orderId === null
        ? t('productTypes.keys.available')
        : t('productTypes.keys.assignedTo', { order: row.orderId }),
  },
  { id: 'created', header: 'productTypes.keys.created', cell: (row) => formatDateTime(row.createdAt, locale) },
]

function KeyPool({ product, onSaved }: ProductPartProps) {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const headingId = useId()
  const list = useListQuery(['state'], 'key')
  const keys = useQuery(keysQuery(api, locale, product.id, list.api))
  const [text, setText] = useState('')
  const [textError, setTextError] = useState<string | null>(null)
  const [result, setResult] = useState<string | null>(null)
  const [shown, setShown] = useState(false)
  const [deleting, setDeleting] = useState<AdminLicenceKeyRow | null>(null)
  const counts = product.digital?.keys ?? { available: 0, assigned: 0 }
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['backoffice', 'api/v1/admin/products/:id/keys', locale, product.id] })
  /** The counts the editor holds follow the pool (keys change no field the editor saves, nor its version). */
  const withAvailable = (available: number) => {
    if (product.digital) onSaved({ ...product, digital: { ...product.digital, keys: { ...counts, available } } })
  }

  const add = useMutation({
    ...addKeysMutation(api),
    onSuccess: async (answer) => {
      setText('')
      setResult(
        answer.duplicates.length > 0
          ? t('productTypes.keys.addedWithDuplicates', {
              count: answer.added,
              duplicates: answer.duplicates.join(', '),
            })
          : t('productTypes.keys.added', { count: answer.added }),
      )
      withAvailable(answer.available)
      await refresh()
    },
    onError: (error) => setTextError(errorMessage(error, translator)),
  })
  const removal = useMutation({
    ...deleteKeyMutation(api),
    onSuccess: async (answer) => {
      setDeleting(null)
      setResult(t('productTypes.keys.deleted'))
      withAvailable(answer.available)
      await refresh()
    },
    onError: (error) => {
      setDeleting(null)
      setResult(errorMessage(error, translator))
    },
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A form in a portal (the media modal's) submits through the React tree too: only this form's own submit counts.
    if (event.target !== event.currentTarget) return
    if (add.isPending) return
    setResult(null)
    if (text.trim() === '') {
      setTextError(t('productTypes.keys.pasteFirst'))
      return
    }
    setTextError(null)
    add.mutate({ id: product.id, text })
  }

  return (
    <div className="stack" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('productTypes.keys.title')}</h3>
      <p data-testid="key-counts">
        {t('productTypes.keys.counts', { available: counts.available, assigned: counts.assigned })}
      </p>
      {/* Issue 36: a pool that hands out keys and runs low (paid orders wait when it is empty). */}
      {counts.available + counts.assigned > 0 && counts.available < LOW_KEY_POOL ? (
        <p className="notice notice--warning">{t('adminDigital.poolLow')}</p>
      ) : null}
      <form className="stack" onSubmit={submit} noValidate>
        <TextInput
          name="licence-keys"
          type="textarea"
          label={t('productTypes.keys.paste')}
          hint={t('productTypes.keys.pasteHint')}
          value={text}
          onChange={(value) => {
            setText(value)
            setTextError(null)
          }}
          error={textError}
          rows={5}
          spellCheck={false}
          autoComplete="off"
        />
        <div>
          <button type="submit" className="btn btn--primary" aria-busy={add.isPending || undefined}>
            {t('productTypes.keys.add')}
          </button>
        </div>
      </form>
      <p role="status" className={result ? undefined : 'visually-hidden'} style={{ overflowWrap: 'anywhere' }}>
        {result}
      </p>
      <ListBar>
        <ListSearch
          label={t('productTypes.keys.search')}
          value={list.query['keyq'] ?? ''}
          onSearch={(q) => list.update({ q })}
        />
        <ListFilter
          label={t('productTypes.keys.stateFilter')}
          value={list.query['keystate'] ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            { value: 'available', label: t('productTypes.keys.available') },
            { value: 'assigned', label: t('productTypes.keys.assigned') },
          ]}
          onChange={(state) => list.update({ state })}
        />
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
        >
          {t('productTypes.keys.showKeys')}
        </button>
      </ListBar>
      <DataList
        label={t('productTypes.keys.title')}
        list={keys}
        searching={Boolean(list.query['keyq'] || list.query['keystate'])}
        empty="productTypes.keys.empty"
        columns={keyColumns(t, locale, shown)}
        rowKey={(row) => row.id}
        paging={{ page: list.page, query: list.query, pageKey: list.pageKey }}
        actions={(row) =>
          row.orderId === null ? (
            <button
              type="button"
              className="btn btn--danger btn--sm"
              aria-label={t('productTypes.keys.deleteOf', { key: shown ? row.key : maskKey(row.key) })}
              onClick={() => setDeleting(row)}
            >
              {t('productTypes.keys.delete')}
            </button>
          ) : null
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('productTypes.keys.deleteTitle')}
        confirmLabel={t('productTypes.keys.delete')}
        busy={removal.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removal.mutate({ id: product.id, keyId: deleting.id })}
      >
        <p>{t('productTypes.keys.deleteText', { key: deleting ? maskKey(deleting.key) : '' })}</p>
      </ConfirmDialog>
    </div>
  )
}

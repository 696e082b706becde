import { useRef, useState, type SubmitEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminTag } from '../../../../contract/dto/catalogue-admin-terms'
import { TagSchema } from '../../../../contract/endpoints/catalogue-admin-terms'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import { Modal } from '../../../lib/ui/modal'
import { useI18n, useLocale, useT } from '../../../i18n/i18n'
import { BACKOFFICE_KEY, ListBar, ListSearch, useListQuery } from '../../admin/list-kit'
import { deleteTagMutation, saveTagMutation, tagsQuery } from './api'
import { FormButtons, FormError, NamesAndSlugsFields, useTermErrors, type NamesAndSlugs } from './term-form'
import { RowActions } from './row-actions'

const tagName = (tag: Pick<AdminTag, 'names'>, locale: string) =>
  (locale === 'en' ? tag.names.en : tag.names.hr) || tag.names.hr

const columns = (locale: string): Array<DataColumn<AdminTag>> => [
  {
    id: 'name',
    header: 'catalogueTerms.tags.columns.name',
    className: 'backoffice-cell',
    cell: (row) => <strong>{tagName(row, locale)}</strong>,
  },
  {
    id: 'other',
    header: locale === 'en' ? 'catalogueTerms.tags.columns.nameHr' : 'catalogueTerms.tags.columns.nameEn',
    className: 'backoffice-cell',
    cell: (row) => (locale === 'en' ? row.names.hr : row.names.en),
  },
  {
    id: 'slugs',
    header: 'catalogueTerms.tags.columns.slugs',
    className: 'backoffice-cell',
    cell: (row) => (
      <span style={{ display: 'grid', overflowWrap: 'anywhere' }}>
        <code>hr: {row.slugs.hr}</code>
        <code>en: {row.slugs.en}</code>
      </span>
    ),
  },
  { id: 'products', header: 'catalogueTerms.tags.columns.products', cell: (row) => row.productCount },
]

/** A tag's names and slugs in both languages, created or renamed in a dialog. */
function TagForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: AdminTag | null
  onSaved: (tag: AdminTag, created: boolean) => void
  onCancel: () => void
}) {
  const t = useT()
  const api = useApi()
  const formRef = useRef<HTMLFormElement>(null)
  const termErrors = useTermErrors(formRef)
  const [texts, setTexts] = useState<NamesAndSlugs>(
    editing ? { names: editing.names, slugs: editing.slugs } : { names: { hr: '', en: '' }, slugs: { hr: '', en: '' } },
  )
  const save = useMutation({
    ...saveTagMutation(api),
    onSuccess: (tag) => onSaved(tag, editing === null),
    onError: termErrors.fromServer,
  })
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const input = termErrors.validate(TagSchema, texts)
    if (input) save.mutate({ id: editing?.id ?? null, input })
  }
  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate>
      <FormError message={termErrors.formError} />
      <NamesAndSlugsFields value={texts} onChange={setTexts} termErrors={termErrors} suggest={editing === null} />
      <FormButtons busy={save.isPending} onCancel={onCancel} saveLabel={t('catalogueTerms.tags.save')} />
    </form>
  )
}

/**
 * `/admin/tags` (issue 35): the tags, newest first, searchable by name or slug and paged; each
 * created or renamed (both languages, with slugs) in a dialog, deleted after a confirmation that
 * says how many products lose it.
 */
export function Tags() {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const queryClient = useQueryClient()
  const list = useListQuery([])
  const tags = useQuery(tagsQuery(api, locale, list.api))
  const [dialog, setDialog] = useState<{ editing: AdminTag | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminTag | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })

  const removal = useMutation({
    ...deleteTagMutation(api),
    onSuccess: async () => {
      if (deleting) toast.success(t('catalogueTerms.tags.deleted', { name: tagName(deleting, locale) }))
      setDeleting(null)
      await refresh()
    },
    onError: (failure) => setDeleteError(errorMessage(failure, translator)),
  })

  const saved = (tag: AdminTag, created: boolean) => {
    setDialog(null)
    toast.success(
      t(created ? 'catalogueTerms.tags.created' : 'catalogueTerms.tags.saved', { name: tagName(tag, locale) }),
    )
    void refresh()
  }

  const editing = dialog?.editing ?? null
  return (
    <div className="stack">
      <p className="muted">{t('catalogueTerms.tags.intro')}</p>
      <div className="button-row">
        <button type="button" className="btn btn--primary" onClick={() => setDialog({ editing: null })}>
          {t('catalogueTerms.tags.add')}
        </button>
      </div>
      <ListBar>
        <ListSearch
          label={t('catalogueTerms.tags.searchLabel')}
          value={list.query['q'] ?? ''}
          onSearch={(q) => list.update({ q })}
        />
      </ListBar>
      <DataList
        label={t('catalogueTerms.tags.listTitle')}
        list={tags}
        searching={Boolean(list.query['q'])}
        columns={columns(locale)}
        rowKey={(row) => row.id}
        paging={{ page: list.page, query: list.query }}
        actions={(row) => (
          <RowActions
            name={tagName(row, locale)}
            editLabel={t('catalogueTerms.tags.edit')}
            deleteLabel={t('catalogueTerms.tags.delete')}
            onEdit={() => setDialog({ editing: row })}
            onDelete={() => {
              setDeleteError(null)
              setDeleting(row)
            }}
          />
        )}
      />

      <Modal
        open={dialog !== null}
        onClose={() => setDialog(null)}
        closeOnBackdrop={false}
        title={
          editing
            ? t('catalogueTerms.tags.editTitle', { name: tagName(editing, locale) })
            : t('catalogueTerms.tags.createTitle')
        }
      >
        {dialog ? (
          <TagForm key={editing?.id ?? 'new'} editing={editing} onSaved={saved} onCancel={() => setDialog(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('catalogueTerms.tags.deleteTitle', { name: deleting ? tagName(deleting, locale) : '' })}
        confirmLabel={t('catalogueTerms.tags.delete')}
        busy={removal.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removal.mutate(deleting.id)}
      >
        <p>{t('catalogueTerms.tags.deleteText', { count: deleting?.productCount ?? 0 })}</p>
        {deleteError ? (
          <p className="notice notice--error" role="alert">
            {deleteError}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  )
}

import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminAttribute } from '../../../../contract/dto/catalogue-admin-terms'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import { Modal } from '../../../lib/ui/modal'
import { useI18n, useLocale, useT, type Translate } from '../../../i18n/i18n'
import { BACKOFFICE_KEY, ListBar, ListSearch, useListQuery } from '../../admin/list-kit'
import { attributesQuery, deleteAttributeMutation } from './api'
import { AttributeForm, attributeName, isInputType } from './attribute-form'
import { RowActions } from './row-actions'

/** The list names the first few values; the dialog has them all. */
const SHOWN_VALUES = 6

const columns = (t: Translate, locale: string): Array<DataColumn<AdminAttribute>> => [
  {
    id: 'label',
    header: 'catalogueTerms.attributes.columns.label',
    className: 'backoffice-cell',
    cell: (row) => <strong>{attributeName(row, locale)}</strong>,
  },
  { id: 'code', header: 'catalogueTerms.attributes.columns.code', cell: (row) => <code>{row.code}</code> },
  {
    id: 'type',
    header: 'catalogueTerms.attributes.columns.type',
    cell: (row) => (isInputType(row.inputType) ? t(`catalogueTerms.attributes.types.${row.inputType}`) : row.inputType),
  },
  {
    id: 'filterable',
    header: 'catalogueTerms.attributes.columns.filterable',
    cell: (row) => t(row.filterable ? 'catalogueTerms.form.yes' : 'catalogueTerms.form.no'),
  },
  {
    id: 'values',
    header: 'catalogueTerms.attributes.columns.values',
    className: 'backoffice-cell',
    cell: (row) =>
      row.values.length === 0 ? (
        <span className="muted">—</span>
      ) : (
        <span>
          {row.values.slice(0, SHOWN_VALUES).map((value, index) => (
            <span key={value.id}>
              {index > 0 ? ', ' : null}
              {row.inputType === 'visualSwatch' && value.swatch ? (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: '0.8rem',
                    height: '0.8rem',
                    borderRadius: '50%',
                    border: '1px solid var(--border)',
                    background: value.swatch,
                    marginRight: '0.25rem',
                    verticalAlign: 'middle',
                  }}
                />
              ) : null}
              {(locale === 'en' ? value.labels.en : value.labels.hr) || value.labels.hr}
            </span>
          ))}
          {row.values.length > SHOWN_VALUES
            ? ` ${t('catalogueTerms.attributes.moreValues', { count: row.values.length - SHOWN_VALUES })}`
            : null}
        </span>
      ),
  },
  { id: 'products', header: 'catalogueTerms.attributes.columns.products', cell: (row) => row.productCount },
  { id: 'position', header: 'catalogueTerms.attributes.columns.position', cell: (row) => row.position },
]

/**
 * `/admin/attributes` (issue 35): the layered filters' attributes, in filter order, searchable and
 * paged; each created and edited with its values in a dialog, deleted after a confirmation (the
 * backend refuses while products carry it). A save empties the shop's cached filters at once.
 */
export function Attributes() {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const queryClient = useQueryClient()
  const list = useListQuery([])
  const attributes = useQuery(attributesQuery(api, locale, list.api))
  const [dialog, setDialog] = useState<{ editing: AdminAttribute | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminAttribute | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })

  const removal = useMutation({
    ...deleteAttributeMutation(api),
    onSuccess: async () => {
      if (deleting) toast.success(t('catalogueTerms.attributes.deleted', { name: attributeName(deleting, locale) }))
      setDeleting(null)
      await refresh()
    },
    onError: (failure) => setDeleteError(errorMessage(failure, translator)),
  })

  const rows = attributes.data?.data ?? []
  // A new attribute goes after the last one shown (staff change it in the form).
  const nextPosition = rows.reduce((max, row) => Math.max(max, row.position + 1), 0)

  const saved = (attribute: AdminAttribute, created: boolean) => {
    setDialog(null)
    toast.success(
      t(created ? 'catalogueTerms.attributes.created' : 'catalogueTerms.attributes.saved', {
        name: attributeName(attribute, locale),
      }),
    )
    void refresh()
  }

  const editing = dialog?.editing ?? null
  return (
    <div className="stack">
      <p className="muted">{t('catalogueTerms.attributes.intro')}</p>
      <div className="button-row">
        <button type="button" className="btn btn--primary" onClick={() => setDialog({ editing: null })}>
          {t('catalogueTerms.attributes.add')}
        </button>
      </div>
      <ListBar>
        <ListSearch
          label={t('catalogueTerms.attributes.searchLabel')}
          value={list.query['q'] ?? ''}
          onSearch={(q) => list.update({ q })}
        />
      </ListBar>
      <DataList
        label={t('catalogueTerms.attributes.listTitle')}
        list={attributes}
        searching={Boolean(list.query['q'])}
        columns={columns(t, locale)}
        rowKey={(row) => row.id}
        paging={{ page: list.page, query: list.query }}
        actions={(row) => (
          <RowActions
            name={attributeName(row, locale)}
            editLabel={t('catalogueTerms.attributes.edit')}
            deleteLabel={t('catalogueTerms.attributes.delete')}
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
        size="lg"
        title={
          editing
            ? t('catalogueTerms.attributes.editTitle', { name: attributeName(editing, locale) })
            : t('catalogueTerms.attributes.createTitle')
        }
      >
        {dialog ? (
          <AttributeForm
            key={editing?.id ?? 'new'}
            editing={editing}
            nextPosition={nextPosition}
            onSaved={saved}
            onCancel={() => setDialog(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('catalogueTerms.attributes.deleteTitle', { name: deleting ? attributeName(deleting, locale) : '' })}
        confirmLabel={t('catalogueTerms.attributes.delete')}
        busy={removal.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removal.mutate(deleting.id)}
      >
        <p>{t('catalogueTerms.attributes.deleteText')}</p>
        {deleting && deleting.productCount > 0 ? (
          <p>{t('catalogueTerms.attributes.deleteInUse', { count: deleting.productCount })}</p>
        ) : null}
        {deleteError ? (
          <p className="notice notice--error" role="alert">
            {deleteError}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  )
}

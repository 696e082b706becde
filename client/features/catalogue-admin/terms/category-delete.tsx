import { useEffect, useId, useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../../../contract/api'
import type { AdminCategoryNode } from '../../../../contract/dto/catalogue-admin-terms'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { RequiredMark } from '../../../lib/ui/required-mark'
import { useI18n, useLocale, useT } from '../../../i18n/i18n'
import { deleteCategoryMutation } from './api'
import { nameIn } from './category-form'
import { flatten, locate } from './tree'

/**
 * A category's delete, asked first. Its subcategories move up to its parent; when it has products
 * the dialog asks which category they join, and nothing is deleted without that answer.
 */
export function CategoryDelete({
  node,
  tree,
  onClose,
  onDeleted,
}: {
  node: AdminCategoryNode | null
  tree: readonly AdminCategoryNode[]
  onClose: () => void
  onDeleted: (message: string) => void
}) {
  const t = useT()
  const i18n = useI18n()
  const locale = useLocale()
  const api = useApi()
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  const [target, setTarget] = useState('')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    setTarget('')
    setError(null)
  }, [node?.id])
  const removal = useMutation({
    ...deleteCategoryMutation(api),
    onSuccess: (_, { moveProductsTo }) => {
      if (!node) return
      const name = nameIn(node, locale)
      const into = moveProductsTo === null ? null : locate(tree, moveProductsTo)
      onDeleted(
        into
          ? t('catalogueTerms.categories.deletedMoved', { name, target: nameIn(into.node, locale) })
          : t('catalogueTerms.categories.deleted', { name }),
      )
    },
    onError: (failure) => {
      setError(errorMessage(failure, i18n))
      if (failure instanceof ApiError && failure.field === 'moveProductsTo') select.current?.focus()
    },
  })

  const name = node ? nameIn(node, locale) : ''
  const parent = node?.parentId ? locate(tree, node.parentId) : null
  const hasProducts = (node?.productCount ?? 0) > 0
  const targets = node ? flatten(tree).filter((entry) => entry.node.id !== node.id) : []

  const confirm = () => {
    if (!node || removal.isPending) return
    if (hasProducts && target === '') {
      setError(t('catalogueTerms.categories.moveToRequired'))
      select.current?.focus()
      return
    }
    setError(null)
    removal.mutate({ id: node.id, moveProductsTo: target === '' ? null : Number(target) })
  }

  return (
    <ConfirmDialog
      open={node !== null}
      title={t('catalogueTerms.categories.deleteTitle', { name })}
      confirmLabel={t('catalogueTerms.categories.delete')}
      busy={removal.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    >
      <div className="stack">
        <p>{t('catalogueTerms.categories.deleteText')}</p>
        {node && node.children.length > 0 ? (
          <p>
            {parent
              ? t('catalogueTerms.categories.deleteChildren', {
                  count: node.children.length,
                  parent: nameIn(parent.node, locale),
                })
              : t('catalogueTerms.categories.deleteChildrenTop', { count: node.children.length })}
          </p>
        ) : null}
        {hasProducts ? (
          <div className={`field field--select${error ? ' field--invalid' : ''}`}>
            <p id={`${id}-products`}>
              {t('catalogueTerms.categories.deleteProducts', { count: node?.productCount ?? 0 })}
            </p>
            <label className="field__static-label" htmlFor={`${id}-target`}>
              {t('catalogueTerms.categories.moveTo')}
              <RequiredMark />
            </label>
            <select
              ref={select}
              id={`${id}-target`}
              className="select"
              value={target}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${id}-products`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
              onChange={(event) => {
                setError(null)
                setTarget(event.currentTarget.value)
              }}
            >
              <option value="">{t('catalogueTerms.categories.moveToChoose')}</option>
              {targets.map((entry) => (
                <option key={entry.node.id} value={entry.node.id}>
                  {`${'— '.repeat(entry.depth)}${nameIn(entry.node, locale)}`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  )
}

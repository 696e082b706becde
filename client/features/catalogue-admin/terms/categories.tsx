import { useEffect, useState, type DragEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminCategoryNode } from '../../../../contract/dto/catalogue-admin-terms'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { Modal } from '../../../lib/ui/modal'
import { useLocale, useT, type Translate } from '../../../i18n/i18n'
import { BACKOFFICE_KEY } from '../../admin/list-kit'
import { categoriesQuery, moveCategoryMutation, type CategoryMove } from './api'
import { CategoryDelete } from './category-delete'
import { CategoryForm, nameIn } from './category-form'
import { locate } from './tree'

type Dialog = { kind: 'create'; parentId: number | null } | { kind: 'edit'; node: AdminCategoryNode }
type MoveKind = 'up' | 'down' | 'indent' | 'outdent'

/** The element id of a node's button (focus returns to it after a move re-renders the tree). */
const buttonId = (id: number, kind: string) => `category-${id}-${kind}`

/**
 * `/admin/categories` (issue 35): the category tree as nested lists. Each category is edited in a
 * dialog, gets subcategories, and moves by drag and drop among its siblings or by its buttons
 * (up, down, under the previous, out one level), a live region saying where it went; a delete asks
 * first, and where the products go when it has any.
 */
export function Categories() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const query = categoriesQuery(api, locale)
  const categories = useQuery(query)
  const tree = categories.data ?? []
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [deleting, setDeleting] = useState<AdminCategoryNode | null>(null)
  const [said, setSaid] = useState('')
  const [focusAfter, setFocusAfter] = useState<string | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  const [dropAt, setDropAt] = useState<{ id: number; after: boolean } | null>(null)

  const refresh = () => queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })

  const move = useMutation({
    ...moveCategoryMutation(api),
    onSuccess: (next, { id }) => {
      queryClient.setQueryData(query.queryKey, next)
      setSaid(whereItIs(t, locale, next, id))
    },
    onError: (error) => {
      showError(error)
      void refresh()
    },
  })

  // A node that changed parent is a new element: focus goes back to the button that moved it.
  useEffect(() => {
    if (!focusAfter || move.isPending) return
    document.getElementById(focusAfter)?.focus()
    setFocusAfter(null)
  }, [focusAfter, move.isPending, categories.data])

  const moveBy = (node: AdminCategoryNode, kind: MoveKind) => {
    if (move.isPending || !canMove(tree, node.id, kind)) return
    setFocusAfter(buttonId(node.id, kind))
    move.mutate({ tree, id: node.id, move: { kind } })
  }

  const saved = (node: AdminCategoryNode, created: boolean) => {
    setDialog(null)
    toast.success(
      t(created ? 'catalogueTerms.categories.created' : 'catalogueTerms.categories.saved', {
        name: nameIn(node, locale),
      }),
    )
    void refresh()
  }

  // Drag and drop among siblings: a row accepts the dragged category when they share a parent.
  const sameParent = (a: number, b: number) => {
    const one = locate(tree, a)
    const other = locate(tree, b)
    return Boolean(one && other && (one.parent?.id ?? null) === (other.parent?.id ?? null))
  }
  const drag = {
    start: (node: AdminCategoryNode) => (event: DragEvent<HTMLElement>) => {
      event.stopPropagation()
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData('text/plain', String(node.id))
      setDragged(node.id)
    },
    over: (node: AdminCategoryNode) => (event: DragEvent<HTMLElement>) => {
      if (dragged === null || dragged === node.id || !sameParent(dragged, node.id)) return
      event.preventDefault()
      event.stopPropagation()
      event.dataTransfer.dropEffect = 'move'
      const box = event.currentTarget.getBoundingClientRect()
      const after = event.clientY > box.top + box.height / 2
      if (dropAt?.id !== node.id || dropAt.after !== after) setDropAt({ id: node.id, after })
    },
    drop: (node: AdminCategoryNode) => (event: DragEvent<HTMLElement>) => {
      event.preventDefault()
      event.stopPropagation()
      const id = dragged
      const after = dropAt?.id === node.id ? dropAt.after : false
      setDragged(null)
      setDropAt(null)
      if (id === null || id === node.id || move.isPending) return
      const from = locate(tree, id)
      const target = locate(tree, node.id)
      if (!from || !target) return
      // The index among the siblings once the dragged one is taken out.
      const index = target.index + (after ? 1 : 0) - (from.index < target.index ? 1 : 0)
      move.mutate({ tree, id, move: { kind: 'drop', index } satisfies CategoryMove })
    },
    end: () => {
      setDragged(null)
      setDropAt(null)
    },
  }

  const editing = dialog?.kind === 'edit' ? dialog.node : null
  const parentOfNew = dialog?.kind === 'create' && dialog.parentId !== null ? locate(tree, dialog.parentId) : null

  return (
    <div className="stack">
      <p className="muted">{t('catalogueTerms.categories.intro')}</p>
      <div className="button-row">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setDialog({ kind: 'create', parentId: null })}
        >
          {t('catalogueTerms.categories.add')}
        </button>
      </div>
      <p className="muted" role="status" id="category-moves">
        {categories.isPending
          ? t('common.loading')
          : tree.length === 0 && !categories.isError
            ? t('catalogueTerms.categories.empty')
            : said}
      </p>
      {categories.isError ? (
        <div className="notice notice--error" role="alert">
          {t('backoffice.list.loadFailed')}{' '}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void categories.refetch()}>
            {t('backoffice.list.retry')}
          </button>
        </div>
      ) : null}
      {tree.length > 0 ? (
        <section aria-labelledby="category-tree-title" className="stack">
          <h2 id="category-tree-title">{t('catalogueTerms.categories.treeTitle')}</h2>
          <p className="muted" id="category-tree-hint">
            {t('catalogueTerms.categories.moveHint')}
          </p>
          <CategoryList
            nodes={tree}
            depth={0}
            busy={move.isPending}
            dragged={dragged}
            dropAt={dropAt}
            drag={drag}
            onEdit={(node) => setDialog({ kind: 'edit', node })}
            onAdd={(node) => setDialog({ kind: 'create', parentId: node.id })}
            onDelete={setDeleting}
            onMove={moveBy}
          />
        </section>
      ) : null}

      <Modal
        open={dialog !== null}
        onClose={() => setDialog(null)}
        closeOnBackdrop={false}
        title={
          editing
            ? t('catalogueTerms.categories.editTitle', { name: nameIn(editing, locale) })
            : parentOfNew
              ? t('catalogueTerms.categories.createUnderTitle', { parent: nameIn(parentOfNew.node, locale) })
              : t('catalogueTerms.categories.createTitle')
        }
      >
        {dialog ? (
          <CategoryForm
            key={editing ? `edit-${editing.id}` : `new-${dialog.kind === 'create' ? (dialog.parentId ?? 0) : 0}`}
            tree={tree}
            editing={editing}
            parentId={dialog.kind === 'create' ? dialog.parentId : null}
            onSaved={saved}
            onCancel={() => setDialog(null)}
          />
        ) : null}
      </Modal>
      <CategoryDelete
        node={deleting}
        tree={tree}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          setDeleting(null)
          toast.success(message)
          void refresh()
        }}
      />
    </div>
  )
}

/** Whether the move can happen where the category stands (a button that cannot says so with aria-disabled). */
function canMove(tree: readonly AdminCategoryNode[], id: number, kind: MoveKind): boolean {
  const place = locate(tree, id)
  if (!place) return false
  if (kind === 'up' || kind === 'indent') return place.index > 0
  if (kind === 'down') return place.index < place.siblings.length - 1
  return place.parent !== null
}

/** "„Majice” is now 2nd of 3 in „Odjeća”." for the live region after a move. */
function whereItIs(t: Translate, locale: string, tree: readonly AdminCategoryNode[], id: number): string {
  const place = locate(tree, id)
  if (!place) return ''
  const params = { name: nameIn(place.node, locale), position: place.index + 1, count: place.siblings.length }
  return place.parent
    ? t('catalogueTerms.categories.movedUnder', { ...params, parent: nameIn(place.parent, locale) })
    : t('catalogueTerms.categories.movedTop', params)
}

interface DragHandlers {
  start: (node: AdminCategoryNode) => (event: DragEvent<HTMLElement>) => void
  over: (node: AdminCategoryNode) => (event: DragEvent<HTMLElement>) => void
  drop: (node: AdminCategoryNode) => (event: DragEvent<HTMLElement>) => void
  end: () => void
}

function CategoryList({
  nodes,
  depth,
  ...rest
}: {
  nodes: readonly AdminCategoryNode[]
  depth: number
  busy: boolean
  dragged: number | null
  dropAt: { id: number; after: boolean } | null
  drag: DragHandlers
  onEdit: (node: AdminCategoryNode) => void
  onAdd: (node: AdminCategoryNode) => void
  onDelete: (node: AdminCategoryNode) => void
  onMove: (node: AdminCategoryNode, kind: MoveKind) => void
}) {
  return (
    <ul
      className="stack"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: depth === 0 ? 0 : '0 0 0 var(--space-4)',
        borderLeft: depth === 0 ? undefined : '2px solid var(--border)',
      }}
    >
      {nodes.map((node, index) => (
        <CategoryItem key={node.id} node={node} index={index} count={nodes.length} depth={depth} {...rest} />
      ))}
    </ul>
  )
}

function CategoryItem({
  node,
  index,
  count,
  depth,
  busy,
  dragged,
  dropAt,
  drag,
  onEdit,
  onAdd,
  onDelete,
  onMove,
}: {
  node: AdminCategoryNode
  index: number
  count: number
  depth: number
  busy: boolean
  dragged: number | null
  dropAt: { id: number; after: boolean } | null
  drag: DragHandlers
  onEdit: (node: AdminCategoryNode) => void
  onAdd: (node: AdminCategoryNode) => void
  onDelete: (node: AdminCategoryNode) => void
  onMove: (node: AdminCategoryNode, kind: MoveKind) => void
}) {
  const t = useT()
  const locale = useLocale()
  const name = nameIn(node, locale)
  const slug = locale === 'en' ? node.slugs.en : node.slugs.hr
  const can: Record<MoveKind, boolean> = {
    up: index > 0,
    down: index < count - 1,
    indent: index > 0,
    outdent: depth > 0,
  }
  const moveButton = (kind: MoveKind) => (
    <button
      type="button"
      id={buttonId(node.id, kind)}
      className="btn btn--secondary btn--sm"
      aria-disabled={busy || !can[kind] || undefined}
      aria-describedby="category-tree-hint"
      aria-label={`${t(`catalogueTerms.categories.move.${kind}`)}: ${name}`}
      onClick={() => onMove(node, kind)}
    >
      {t(`catalogueTerms.categories.move.${kind}`)}
    </button>
  )
  const line = dropAt?.id === node.id ? (dropAt.after ? 'bottom' : 'top') : null
  return (
    <li>
      <div
        className="panel stack"
        draggable
        onDragStart={drag.start(node)}
        onDragOver={drag.over(node)}
        onDrop={drag.drop(node)}
        onDragEnd={drag.end}
        data-category-id={node.id}
        style={{
          padding: 'var(--space-3)',
          opacity: dragged === node.id ? 0.5 : undefined,
          cursor: 'grab',
          boxShadow:
            line === 'top'
              ? 'inset 0 3px 0 var(--primary)'
              : line === 'bottom'
                ? 'inset 0 -3px 0 var(--primary)'
                : undefined,
        }}
      >
        <div className="cluster">
          <span aria-hidden="true" className="muted" title={t('catalogueTerms.categories.dragHandle')}>
            ⠿
          </span>
          {node.imageUrl ? <img src={node.imageUrl} alt="" width={32} height={32} /> : null}
          <strong>{name}</strong>
          <code className="muted" style={{ overflowWrap: 'anywhere' }}>
            {slug}
          </code>
          <span className="muted">{t('catalogueTerms.categories.products', { count: node.productCount })}</span>
        </div>
        <div className="button-row" style={{ columnGap: 'var(--space-4)' }}>
          <div className="button-row">
            <button
              type="button"
              id={buttonId(node.id, 'edit')}
              className="btn btn--primary btn--sm"
              aria-label={`${t('catalogueTerms.categories.edit')}: ${name}`}
              onClick={() => onEdit(node)}
            >
              {t('catalogueTerms.categories.edit')}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-label={`${t('catalogueTerms.categories.addUnder')}: ${name}`}
              onClick={() => onAdd(node)}
            >
              {t('catalogueTerms.categories.addUnder')}
            </button>
            <button
              type="button"
              className="btn btn--danger btn--sm"
              aria-label={`${t('catalogueTerms.categories.delete')}: ${name}`}
              onClick={() => onDelete(node)}
            >
              {t('catalogueTerms.categories.delete')}
            </button>
          </div>
          <div className="button-row" role="group" aria-label={`${t('catalogueTerms.categories.moveGroup')}: ${name}`}>
            {moveButton('up')}
            {moveButton('down')}
            {moveButton('indent')}
            {moveButton('outdent')}
          </div>
        </div>
      </div>
      {node.children.length > 0 ? (
        <div style={{ marginTop: 'var(--space-2)' }}>
          <CategoryList
            nodes={node.children}
            depth={depth + 1}
            busy={busy}
            dragged={dragged}
            dropAt={dropAt}
            drag={drag}
            onEdit={onEdit}
            onAdd={onAdd}
            onDelete={onDelete}
            onMove={onMove}
          />
        </div>
      ) : null}
    </li>
  )
}

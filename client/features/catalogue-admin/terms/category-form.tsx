import { useId, useRef, useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { CategorySortType } from '../../../../contract/dto/catalogue'
import type { AdminCategoryNode } from '../../../../contract/dto/catalogue-admin-terms'
import { CategorySchema } from '../../../../contract/endpoints/catalogue-admin-terms'
import { useApi } from '../../../lib/api-context'
import { RequiredMark } from '../../../lib/ui/required-mark'
import { useLocale, useT } from '../../../i18n/i18n'
import { MediaModal } from '../../media/media-modal'
import { saveCategoryMutation } from './api'
import { flatten, selfAndBelow } from './tree'
import { FormButtons, FormError, GroupError, NamesAndSlugsFields, useTermErrors, type NamesAndSlugs } from './term-form'

/** Every sort a category may offer (SPEC §3 term sortTypes), in the order staff see them. */
export const SORTS: readonly CategorySortType[] = [
  { param: 'id', order: 'desc' },
  { param: 'id', order: 'asc' },
  { param: 'finalPrice', order: 'asc' },
  { param: 'finalPrice', order: 'desc' },
  { param: 'name', order: 'asc' },
  { param: 'name', order: 'desc' },
  { param: 'categoryPriority', order: 'asc' },
  { param: 'categoryPriority', order: 'desc' },
]
type SortKey = `${CategorySortType['param']}.${CategorySortType['order']}`
const keyOf = (sort: CategorySortType): SortKey => `${sort.param}.${sort.order}`
const sortOf = (key: string): CategorySortType =>
  SORTS.find((sort) => keyOf(sort) === key) ?? { param: 'id', order: 'desc' }

/** A new category offers what the seed's do: newest, price both ways, name A–Z. */
const NEW_SORTS: readonly SortKey[] = ['id.desc', 'finalPrice.asc', 'finalPrice.desc', 'name.asc']

/** The category's name in the screen's language (Croatian when it has none). */
export const nameIn = (node: Pick<AdminCategoryNode, 'names'>, locale: string) =>
  (locale === 'en' ? node.names.en : node.names.hr) || node.names.hr

/**
 * A category's form (create or edit) in a dialog: both languages' names and slugs, the parent,
 * an image from the media library, the sorts the shop offers on its page and the default one.
 */
export function CategoryForm({
  tree,
  editing,
  parentId: initialParent,
  onSaved,
  onCancel,
}: {
  tree: readonly AdminCategoryNode[]
  /** The category edited; null for a new one under `parentId`. */
  editing: AdminCategoryNode | null
  parentId: number | null
  onSaved: (node: AdminCategoryNode, created: boolean) => void
  onCancel: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const ids = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const termErrors = useTermErrors(formRef)
  const { errors, clear } = termErrors
  const [texts, setTexts] = useState<NamesAndSlugs>(
    editing ? { names: editing.names, slugs: editing.slugs } : { names: { hr: '', en: '' }, slugs: { hr: '', en: '' } },
  )
  const [parentId, setParentId] = useState<string>(String(editing ? (editing.parentId ?? '') : (initialParent ?? '')))
  const [image, setImage] = useState<{ id: number; url: string | null } | null>(
    editing?.mediaId ? { id: editing.mediaId, url: editing.imageUrl } : null,
  )
  const [picking, setPicking] = useState(false)
  const [sorts, setSorts] = useState<Set<SortKey>>(() => new Set(editing ? editing.sortTypes.map(keyOf) : NEW_SORTS))
  const [sortDefault, setSortDefault] = useState<string>(editing ? keyOf(editing.sortDefaultType) : 'id.desc')
  const save = useMutation({
    ...saveCategoryMutation(api),
    onSuccess: (node) => onSaved(node, editing === null),
    onError: termErrors.fromServer,
  })

  const excluded = editing ? selfAndBelow(editing) : new Set<number>()
  const parents = flatten(tree).filter((entry) => !excluded.has(entry.node.id))
  const offered = SORTS.filter((sort) => sorts.has(keyOf(sort)))

  const toggleSort = (key: SortKey, on: boolean) => {
    clear('sortTypes')
    clear('sortDefaultType')
    const next = new Set(sorts)
    if (on) next.add(key)
    else next.delete(key)
    setSorts(next)
    // The default is always one of the offered: the first left when it is switched off.
    if (!on && sortDefault === key) setSortDefault(SORTS.map(keyOf).find((k) => next.has(k)) ?? '')
    if (on && !next.has(sortDefault as SortKey)) setSortDefault(key)
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const input = termErrors.validate(CategorySchema, {
      names: texts.names,
      slugs: texts.slugs,
      parentId: parentId === '' ? null : Number(parentId),
      mediaId: image?.id ?? null,
      sortTypes: offered,
      sortDefaultType: sortOf(sortDefault),
    })
    if (input) save.mutate({ id: editing?.id ?? null, input })
  }

  return (
    <>
      <form ref={formRef} className="stack" onSubmit={submit} noValidate>
        <FormError message={termErrors.formError} />
        <NamesAndSlugsFields value={texts} onChange={setTexts} termErrors={termErrors} suggest={editing === null} />

        <div className={`field field--select${errors['parentId'] ? ' field--invalid' : ''}`}>
          <label className="field__static-label" htmlFor={`${ids}-parent`}>
            {t('catalogueTerms.categories.parent')}
          </label>
          <select
            id={`${ids}-parent`}
            name="parentId"
            className="select"
            value={parentId}
            aria-invalid={errors['parentId'] ? true : undefined}
            aria-describedby={errors['parentId'] ? `${ids}-parent-error` : undefined}
            onChange={(event) => {
              clear('parentId')
              setParentId(event.currentTarget.value)
            }}
          >
            <option value="">{t('catalogueTerms.categories.topLevel')}</option>
            {parents.map(({ node, depth }) => (
              <option key={node.id} value={node.id}>
                {`${'— '.repeat(depth)}${nameIn(node, locale)}`}
              </option>
            ))}
          </select>
          <GroupError id={`${ids}-parent-error`} message={errors['parentId']} />
        </div>

        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend className="field__static-label">{t('catalogueTerms.categories.image')}</legend>
          <div className="cluster">
            {image?.url ? (
              <img src={image.url} alt={t('catalogueTerms.categories.imageAlt')} width={50} height={50} />
            ) : null}
            <span className="muted" aria-live="polite">
              {image
                ? t('catalogueTerms.categories.imageChosen', { id: image.id })
                : t('catalogueTerms.categories.noImage')}
            </span>
            <button
              type="button"
              name="mediaId"
              className="btn btn--secondary btn--sm"
              aria-describedby={errors['mediaId'] ? `${ids}-media-error` : undefined}
              onClick={() => setPicking(true)}
            >
              {image ? t('catalogueTerms.categories.changeImage') : t('catalogueTerms.categories.chooseImage')}
            </button>
            {image ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => {
                  clear('mediaId')
                  setImage(null)
                }}
              >
                {t('catalogueTerms.categories.removeImage')}
              </button>
            ) : null}
          </div>
          <GroupError id={`${ids}-media-error`} message={errors['mediaId']} />
        </fieldset>

        <fieldset
          className="stack"
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          aria-describedby={errors['sortTypes'] ? `${ids}-sorts-error` : undefined}
        >
          <legend className="field__static-label">
            {t('catalogueTerms.categories.sortTypes')}
            <RequiredMark />
          </legend>
          <GroupError id={`${ids}-sorts-error`} message={errors['sortTypes']} />
          <ul
            className="grid grid--2"
            role="list"
            style={{ listStyle: 'none', margin: 0, padding: 0, gap: 'var(--space-2)' }}
          >
            {SORTS.map((sort, index) => {
              const key = keyOf(sort)
              return (
                <li key={key}>
                  <label className="check">
                    <input
                      type="checkbox"
                      data-field={index === 0 ? 'sortTypes' : undefined}
                      checked={sorts.has(key)}
                      onChange={(event) => toggleSort(key, event.currentTarget.checked)}
                    />
                    <span>{t(`catalogueTerms.sorts.${sort.param}.${sort.order}`)}</span>
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>

        <div className={`field field--select${errors['sortDefaultType'] ? ' field--invalid' : ''}`}>
          <label className="field__static-label" htmlFor={`${ids}-default`}>
            {t('catalogueTerms.categories.sortDefault')}
            <RequiredMark />
          </label>
          <select
            id={`${ids}-default`}
            name="sortDefaultType"
            className="select"
            value={sortDefault}
            aria-invalid={errors['sortDefaultType'] ? true : undefined}
            aria-describedby={errors['sortDefaultType'] ? `${ids}-default-error` : undefined}
            onChange={(event) => {
              clear('sortDefaultType')
              setSortDefault(event.currentTarget.value)
            }}
          >
            {offered.length === 0 ? <option value="">{t('catalogueTerms.categories.sortNone')}</option> : null}
            {offered.map((sort) => (
              <option key={keyOf(sort)} value={keyOf(sort)}>
                {t(`catalogueTerms.sorts.${sort.param}.${sort.order}`)}
              </option>
            ))}
          </select>
          <GroupError id={`${ids}-default-error`} message={errors['sortDefaultType']} />
        </div>

        <FormButtons busy={save.isPending} onCancel={onCancel} saveLabel={t('catalogueTerms.categories.save')} />
      </form>
      {/* Outside the form: React carries a portal's submit events to its owners. */}
      <MediaModal
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(media) => {
          clear('mediaId')
          setImage({ id: media.id, url: media.urls.thumbnail })
          setPicking(false)
        }}
      />
    </>
  )
}

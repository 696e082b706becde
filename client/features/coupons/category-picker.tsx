import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { categoryTreeQuery, flattenCategories } from '../catalogue-admin/product-list/api'
import { indented } from '../catalogue-admin/product-list/bulk-bar'

/** The categories a coupon names (a category takes its subcategories with it): one checkbox each, in the tree's order. */
export function CategoryPicker({ value, onChange }: { value: readonly number[]; onChange: (next: number[]) => void }) {
  const t = useT()
  const locale = useLocale()
  const tree = useQuery(categoryTreeQuery(useApi()))
  const categories = flattenCategories(tree.data ?? [], locale)
  const chosen = new Set(value)
  return (
    <fieldset className="stack">
      <legend>{t('adminCoupons.form.categories')}</legend>
      {categories.map((category) => (
        <label key={category.id} className="check">
          <input
            type="checkbox"
            name="categoryIds"
            value={category.id}
            checked={chosen.has(category.id)}
            onChange={(event) =>
              onChange(event.currentTarget.checked ? [...value, category.id] : value.filter((id) => id !== category.id))
            }
          />
          <span>{indented(category)}</span>
        </label>
      ))}
    </fieldset>
  )
}

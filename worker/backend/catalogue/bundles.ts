import type { Locale } from '../../../contract/locales'
import type { BundleCheck } from '../../../contract/dto/catalogue'
import { loadBundleComponents } from './option-rows'
import { loadProductRows } from './product-rows'

/** checkBundles: for each given bundle, whether a component needs a chosen variant, and the components. */
export async function checkBundles(db: D1Database, ids: number[], lang: Locale): Promise<BundleCheck[]> {
  const bundles = (await loadProductRows(db, ids, lang)).filter((row) => row.type === 'bundle')
  const components = await loadBundleComponents(
    db,
    bundles.map((b) => b.id),
  )
  const componentIds = [...new Set([...components.values()].flat().map((c) => c.component_id))]
  const rows = new Map((await loadProductRows(db, componentIds, lang)).map((row) => [row.id, row]))
  return bundles.map((bundle) => {
    const list = (components.get(bundle.id) ?? []).map((c) => {
      const row = rows.get(c.component_id)
      return {
        productId: c.component_id,
        qty: c.qty,
        type: c.component_type,
        name: row?.name ?? '',
        slug: row?.slug ?? '',
        configurable: c.component_type === 'configurable',
      }
    })
    return { productId: bundle.id, needsCustomization: list.some((c) => c.configurable), components: list }
  })
}

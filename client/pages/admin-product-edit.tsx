import { useSuspenseQuery } from '@tanstack/react-query'
import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { ApiError } from '../../contract/api'
import { useApi } from '../lib/api-context'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { ProductForm } from '../features/catalogue-admin/product-editor/product-form'
import { productQuery } from '../features/catalogue-admin/product-editor/api'
import { routeTitleKey } from '../../contract/routes'

const idOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null)

/** The product as saved: the editor starts from it (a new id starts a new editor). */
function Editor({ id }: { id: number }) {
  const { data } = useSuspenseQuery(productQuery(useApi(), useLocale(), id))
  return <ProductForm key={id} product={data} />
}

/** `/admin/products/{id}` (issue 35): every field of one product, its type's part and its history. */
function AdminProductEditPage({ match }: PageProps) {
  const id = idOf(match.params['id'])
  return (
    <AdminLayout title={useT()(routeTitleKey('adminProductEdit'))}>
      {id === null ? null : <Editor id={id} />}
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminProductEditPage,
  critical: async (ctx) => {
    const result = await backofficeOnly(ctx)
    if (result.redirect) return result
    const id = idOf(ctx.match.params['id'])
    if (id === null) throw new HttpStatusError(404, 'Product not found')
    try {
      const detail = await ctx.queryClient.query({ ...productQuery(ctx.api, ctx.locale, id), staleTime: 'static' })
      const name = detail.texts[ctx.locale]?.name ?? detail.texts.hr?.name ?? detail.sku
      return { head: { ...result.head, title: `${name} | ${ctx.t(routeTitleKey('adminProductEdit'))}` } }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpStatusError(404, 'Product not found')
      throw error
    }
  },
}

import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { useApi } from '../../lib/api-context'
import { ErrorBoundary } from '../../lib/ui/error-boundary'
import { Link } from '../../lib/link'
import { useRouter } from '../../lib/navigation'
import { ResponsiveImage, fromMedia } from '../../lib/ui/responsive-image'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import type { ProductListRecord, ProductType } from '../../../contract/dto/catalogue'
import { buildPath } from '../../../contract/routes'
import { useAddToCart } from '../cart/use-cart'
import { ReturnField } from '../cart/cart-form-fields'
import { cartFormActions } from '../../../contract/cart-form'
import { bundlePayload, needsCustomization } from './bundle-options'
import { bundleCheckQuery, productQuery } from './queries'
import { PriceLine } from './product-price'
import { priceView } from './pricing'

/** A product tile of the 3-column grid: image, name, price (regular struck through when discounted), add-to-cart. */
export function ProductCardTile({ product, priority = false }: { product: ProductListRecord; priority?: boolean }) {
  const t = useT()
  const name = product.name ?? ''
  const slug = product.slug ?? ''
  const prices =
    product.finalPrice !== undefined && product.retailPrice !== undefined
      ? priceView({
          retailPrice: product.retailPrice,
          finalPrice: product.finalPrice,
          discount: product.discount ?? null,
          discountPercent: product.discountPercent ?? 0,
          membershipPrice: product.membershipPrice ?? null,
        })
      : null
  const buyable = product.available !== false && product.isPurchasable !== false
  return (
    <article className="card product-card">
      {product.media ? (
        <div className="card__media">
          <ResponsiveImage
            image={fromMedia(product.media, name)}
            sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw"
            priority={priority}
          />
        </div>
      ) : null}
      <div className="card__body">
        <h3 className="card__title">
          <Link to="product" params={{ slug }} className="card__link">
            {name}
          </Link>
        </h3>
        {prices ? <PriceLine prices={prices} className="card__meta" /> : null}
        {product.available === false ? <p className="small muted">{t('shop.product.unavailable')}</p> : null}
        {buyable && product.type ? <CardAction id={product.id} name={name} slug={slug} type={product.type} /> : null}
      </div>
    </article>
  )
}

interface ActionProps {
  id: number
  name: string
  slug: string
  type: ProductType
}

/**
 * The tile's buying control (SPEC §2 product list "add-to-cart"): simple products and eProducts
 * are added at once (quantity 1); a configurable product and a bundle with a configurable
 * component need choices, so they link to the product page. Whether a bundle needs them comes
 * from product/checkBundles (streamed into the page on the server, like the list itself).
 */
function CardAction({ id, name, slug, type }: ActionProps) {
  if (type === 'configurable') return <ChooseLink name={name} slug={slug} label="chooseOptions" />
  if (type !== 'bundle') return <AddButton id={id} name={name} type={type} />
  return (
    <ErrorBoundary fallback={() => <ChooseLink name={name} slug={slug} label="chooseOptions" />}>
      <Suspense fallback={<AddButton id={id} name={name} type={type} slug={slug} disabled />}>
        <BundleAction id={id} name={name} slug={slug} />
      </Suspense>
    </ErrorBoundary>
  )
}

function BundleAction({ id, name, slug }: { id: number; name: string; slug: string }) {
  const api = useApi()
  const locale = useLocale()
  const { data } = useSuspenseQuery(bundleCheckQuery(api, locale, id))
  const check = data.find((entry) => entry.productId === id)
  if (!check || check.needsCustomization) return <ChooseLink name={name} slug={slug} label="customize" />
  return <AddButton id={id} name={name} type="bundle" slug={slug} />
}

function ChooseLink({ name, slug, label }: { name: string; slug: string; label: 'chooseOptions' | 'customize' }) {
  const t = useT()
  return (
    <Link
      to="product"
      params={{ slug }}
      className="btn btn--secondary btn--sm product-card__action"
      aria-label={t(`product.${label}Named`, { name })}
    >
      {t(`product.${label}`)}
    </Link>
  )
}

/**
 * Adds quantity 1. A bundle is first read in full (the same query as its product page, so that
 * page then opens at once): its payload lists every component, and a bundle with a required
 * custom option (e.g. an engraving) opens its product page instead, where the option is asked.
 */
function AddButton({
  id,
  name,
  type,
  slug,
  disabled = false,
}: {
  id: number
  name: string
  type: ProductType
  slug?: string
  disabled?: boolean
}) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const showError = useErrorToast()
  const { navigate } = useRouter()
  const { add, pending } = useAddToCart()
  // A bundle is read first: one that needs choices opens its page, else it is added with its defaults.
  const addBundle = useMutation({
    mutationFn: async (bundleSlug: string) => {
      const detail = await queryClient.query(productQuery(api, locale, bundleSlug))
      if (needsCustomization(detail) || detail.customOptions.some((option) => option.required)) {
        await navigate(buildPath('product', locale, { slug: bundleSlug }))
        return
      }
      const payload = bundlePayload(detail.bundles, {})
      await add({
        product: { id, name, type },
        qty: 1,
        ...(payload.ok ? { options: { bundleOptions: payload.bundleOptions } } : {}),
      })
    },
    onError: showError,
  })
  const loading = addBundle.isPending

  const busy = pending || loading
  // A real form, so the tile adds before the app runs and without it (issue 38); a bundle goes with
  // its defaults, and one the edge finds needing choices comes back with a notice to use its page.
  return (
    <form method="post" action={cartFormActions.add} className="product-card__form">
      <input type="hidden" name="productId" value={id} />
      <input type="hidden" name="qty" value="1" />
      <ReturnField />
      <button
        type="submit"
        className="btn btn--primary btn--sm product-card__action"
        aria-label={t('product.addToCartNamed', { name })}
        aria-busy={busy}
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault()
          if (busy) return
          if (type === 'bundle' && slug) addBundle.mutate(slug)
          else void add({ product: { id, name, type }, qty: 1 })
        }}
      >
        {busy ? t('product.adding') : t('product.addToCart')}
      </button>
    </form>
  )
}

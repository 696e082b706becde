import { useState } from 'react'
import { useT } from '../../i18n/i18n'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { CartItem } from '../../../contract/dto/commerce'
import { BundleCustomizer } from './bundle-customizer'
import { BundleForm } from './bundle-form'
import { InCart } from './in-cart'

/** The buying part of a bundle with a configurable component: its customization modal (SPEC §4). */
export function CustomizeBundle({ product, editLine }: { product: ProductDetail; editLine: CartItem | null }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const purchasable = product.available && product.isPurchasable && !product.archived
  return (
    <div className="purchase-panel stack">
      <p className="small muted">{t('product.bundle.intro')}</p>
      <div className="purchase-panel__row needs-js">
        <button
          type="button"
          className="btn btn--primary purchase-panel__add"
          onClick={() => setOpen(true)}
          disabled={!purchasable}
          aria-haspopup="dialog"
        >
          {editLine ? t('product.editBundle') : t('product.customize')}
        </button>
      </div>
      {!purchasable ? <p className="small muted">{t('product.notPurchasable')}</p> : null}
      {/* Without JavaScript the modal never opens: the same choices as a form the edge answers (issue 38). */}
      {purchasable ? (
        <noscript>
          <BundleForm product={product} />
        </noscript>
      ) : null}
      <InCart productId={product.id} />
      <BundleCustomizer product={product} open={open} onClose={() => setOpen(false)} editLine={editLine} />
    </div>
  )
}

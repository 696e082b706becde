import { useT } from '../../i18n/i18n'
import type { CartItem } from '../../../contract/dto/commerce'
import { useRemoveCartLine } from '../cart/use-remove-line'

/**
 * SPEC §4 product controller: "remove from cart" beside add, for the line that is removable (see
 * removableLine). The button goes away with the line, so `onRemoved` gives the focus a place.
 */
export function RemoveFromCart({
  line,
  onRemoved,
  className,
}: {
  line: CartItem
  onRemoved: () => void
  className: string
}) {
  const t = useT()
  const { remove, removing } = useRemoveCartLine()
  return (
    <button
      type="button"
      className={className}
      aria-disabled={removing || undefined}
      aria-busy={removing}
      onClick={() => {
        void remove(line).then((removed) => {
          if (removed) onRemoved()
        })
      }}
    >
      {removing ? t('product.removing') : t('product.removeFromCart')}
    </button>
  )
}

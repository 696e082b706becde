import { useT } from '../../i18n/i18n'
import { barcodeLayout } from './barcode/barcode-bars'

const HEIGHT = 60
/** EAN-13 guard bars reach this far below the others. */
const GUARD_EXTRA = 6

/**
 * A scannable barcode as inline SVG (SPEC §2/§5 membership card): EAN-13 for a valid EAN-13,
 * else Code 128; drawn the same on the server and in the browser (no DOM, no canvas). One SVG
 * unit is one module; the digits are printed under it.
 */
export function BarcodeImage({ value }: { value: string }) {
  const t = useT()
  const layout = barcodeLayout(value)
  const label = t('cart.memberCard.image', { code: value })
  if (!layout) {
    return (
      <p className="barcode barcode--text">
        <span className="barcode__digits">{value}</span>{' '}
        <span className="small muted">{t('cart.memberCard.notDrawable')}</span>
      </p>
    )
  }
  const height = HEIGHT + (layout.symbology === 'ean13' ? GUARD_EXTRA : 0)
  return (
    <figure className="barcode">
      <svg
        className="barcode__image"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${layout.width} ${height}`}
        width={layout.width * 2}
        height={height * 2}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        data-symbology={layout.symbology}
      >
        <rect x="0" y="0" width={layout.width} height={height} fill="#fff" />
        {layout.bars.map((bar) => (
          <rect key={bar.x} x={bar.x} y="0" width={bar.width} height={bar.guard ? height : HEIGHT} fill="#000" />
        ))}
      </svg>
      <figcaption className="barcode__digits">{value}</figcaption>
    </figure>
  )
}

import { useT } from '../../i18n/i18n'

/** Up and down for one row of an ordered list: real buttons named with the row, off at either end. */
export function MoveButtons({
  name,
  first,
  last,
  busy,
  onMove,
}: {
  name: string
  first: boolean
  last: boolean
  busy: boolean
  onMove: (direction: 'up' | 'down') => void
}) {
  const t = useT()
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={first || busy}
        aria-label={t('adminShopMethods.moveUp', { name })}
        onClick={() => onMove('up')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={last || busy}
        aria-label={t('adminShopMethods.moveDown', { name })}
        onClick={() => onMove('down')}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  )
}

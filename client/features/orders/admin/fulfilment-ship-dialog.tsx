import { useId, useState, type SubmitEvent } from 'react'
import type { AdminOrderDetail } from '../../../../contract/dto/admin'
import { Modal } from '../../../lib/ui/modal'
import { TextInput } from '../../../lib/ui/text-input'
import { FieldError } from '../../../lib/ui/field-error'
import { useT } from '../../../i18n/i18n'
import type { ShipLines } from './fulfilment-actions'

interface ShipDialogProps {
  detail: AdminOrderDetail
  busy: boolean
  onShip: (shipment: ShipLines) => void
  onClose: () => void
}

/** "Ship": carrier, tracking number and, per physical line, how many leave now (all that is left by default). */
export function ShipDialog({ detail, busy, onShip, onClose }: ShipDialogProps) {
  const t = useT()
  const formId = useId()
  const carrierId = useId()
  const [carrier, setCarrier] = useState(detail.carriers[0]?.id ?? '')
  const [trackingNumber, setTrackingNumber] = useState('')
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(detail.shippable.map((line) => [line.orderLineId, String(line.qty)])),
  )
  const [error, setError] = useState<string | null>(null)

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const lines = detail.shippable
      .map((line) => ({ orderLineId: line.orderLineId, qty: Number(quantities[line.orderLineId] ?? 0) }))
      .filter((line) => Number.isInteger(line.qty) && line.qty > 0)
    if (lines.length === 0) {
      setError(t('adminFulfilment.nothingChosen'))
      return
    }
    setError(null)
    onShip({ carrier: carrier || null, trackingNumber: trackingNumber.trim(), lines })
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('adminFulfilment.shipTitle', { number: detail.order.slug })}
      footer={
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn--primary"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            {t('adminFulfilment.shipConfirm')}
          </button>
        </div>
      }
    >
      <form id={formId} className="stack fulfilment-ship" onSubmit={submit} noValidate>
        <div className="field field--select">
          <label className="field__static-label" htmlFor={carrierId}>
            {t('adminFulfilment.carrier')}
          </label>
          <select
            id={carrierId}
            className="select"
            value={carrier}
            onChange={(event) => setCarrier(event.currentTarget.value)}
          >
            {detail.carriers.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
            <option value="">{t('adminFulfilment.noCarrier')}</option>
          </select>
        </div>
        <TextInput
          label={t('adminFulfilment.trackingNumber')}
          name="trackingNumber"
          value={trackingNumber}
          onChange={setTrackingNumber}
          required={carrier !== ''}
          maxLength={80}
          autoComplete="off"
        />
        <fieldset className="fulfilment-ship__lines">
          <legend>{t('adminFulfilment.linesLegend')}</legend>
          {detail.shippable.map((line) => (
            <div key={line.orderLineId} className="field field--select">
              <label className="field__static-label" htmlFor={`${formId}-qty-${line.orderLineId}`}>
                {t('adminFulfilment.lineQty', { name: line.name, left: line.qty })}
              </label>
              <input
                id={`${formId}-qty-${line.orderLineId}`}
                className="fulfilment-ship__qty"
                type="number"
                name={`qty-${line.orderLineId}`}
                value={quantities[line.orderLineId] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setQuantities((current) => ({ ...current, [line.orderLineId]: value }))
                }}
                min={0}
                max={line.qty}
                step={1}
                inputMode="numeric"
                aria-describedby={error ? `${formId}-error` : undefined}
              />
            </div>
          ))}
          <FieldError id={`${formId}-error`} error={error} />
        </fieldset>
      </form>
    </Modal>
  )
}

import { useRef, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../../contract/api'
import type { AdminOrderDetail } from '../../../../contract/dto/admin'
import { callApi } from '../../../../contract/endpoints/call'
import { formatMoney } from '../../../../contract/format'
import { useLocale, useT } from '../../../i18n/i18n'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { Modal } from '../../../lib/ui/modal'
import { TextInput } from '../../../lib/ui/text-input'
import { draftAmountCents, draftLines, parseQty, parseShipping, type RefundDraft } from './refund-panel-amount'

const FORM_ID = 'refund-form'

/**
 * The refund dialog, filled with everything left: per line how many to give back (0 up to what is
 * left), shipping, whether the goods are back on the shelf (never ticked for staff), the return it
 * settles (a received one to start with), a reason; the amount as the server will compute it,
 * live. One request id per dialog: a double click or a retry after a lost answer refunds once.
 */
export function RefundDialog({
  detail,
  onClose,
  onUpdated,
}: {
  detail: AdminOrderDetail
  onClose: () => void
  onUpdated: (detail: AdminOrderDetail) => void
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const { order, refundable } = detail
  const openReturns = order.afterSale.returns.filter(
    (entry) => entry.status !== 'refused' && entry.status !== 'refunded',
  )
  // The whole of what is left, to start with: staff lower what is not given back.
  const [draft, setDraft] = useState<RefundDraft>(() => ({
    qty: Object.fromEntries(refundable.lines.map((line) => [line.orderLineId, String(line.qty)])),
    shipping: refundable.shipping > 0 ? refundable.shipping.toFixed(2) : '',
  }))
  const [restock, setRestock] = useState(false)
  const [reason, setReason] = useState('')
  const [returnId, setReturnId] = useState(() =>
    String(openReturns.find((entry) => entry.status === 'received')?.id ?? ''),
  )
  const [checked, setChecked] = useState(false)
  const requestId = useRef(crypto.randomUUID())
  const money = (cents: number) => formatMoney(cents / 100, locale, order.currency)
  const amount = draftAmountCents(refundable, draft)

  const qtyError = (orderLineId: number, left: number) =>
    checked && parseQty(draft.qty[orderLineId] ?? '', left) === null ? t('validation.invalid') : null
  const shippingError =
    checked && parseShipping(draft.shipping, refundable.shipping) === null ? t('validation.numeric') : null
  const valid =
    refundable.lines.every((line) => parseQty(draft.qty[line.orderLineId] ?? '', line.qty) !== null) &&
    parseShipping(draft.shipping, refundable.shipping) !== null &&
    amount > 0

  const mutation = useMutation({
    mutationFn: () =>
      callApi(api, 'POST api/v1/admin/orders/:id/refund', {
        params: { id: order.id },
        body: {
          requestId: requestId.current,
          lines: draftLines(refundable, draft),
          shipping: parseShipping(draft.shipping, refundable.shipping) ?? 0,
          restock,
          returnId: returnId ? Number(returnId) : null,
          reason,
        },
      }),
    onSuccess: (updated) => {
      onUpdated(updated)
      toast.success(t('adminRefunds.done', { amount: money(amount), number: order.slug }))
      onClose()
    },
    onError: async (error) => {
      showError(error)
      if (!(error instanceof ApiError) || error.status >= 500) return
      // Refused: nothing was written, so the next try is a new request. A 409 means the order changed
      // (another refund, another change): the page shows what is true now.
      requestId.current = crypto.randomUUID()
      if (error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: ['backoffice', 'order'] })
        onClose()
      }
    },
  })

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault()
    setChecked(true)
    if (!valid || mutation.isPending) return
    mutation.mutate()
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('adminRefunds.dialogTitle', { number: order.slug })}
      footer={
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={FORM_ID}
            className="btn btn--danger"
            aria-disabled={mutation.isPending || undefined}
            aria-busy={mutation.isPending || undefined}
          >
            {t('adminRefunds.confirm', { amount: money(amount) })}
          </button>
        </div>
      }
    >
      <form id={FORM_ID} className="stack refund-form" onSubmit={submit} noValidate>
        <p>{t(refundable.method === 'provider' ? 'adminRefunds.viaProvider' : 'adminRefunds.byHand')}</p>
        {refundable.lines.length > 0 ? (
          <fieldset className="stack refund-form__lines">
            <legend>{t('adminRefunds.linesLegend')}</legend>
            {refundable.lines.map((line) => (
              <fieldset key={line.orderLineId} className="refund-form__line">
                <legend>{line.name}</legend>
                <TextInput
                  type="number"
                  name={`qty-${line.orderLineId}`}
                  label={t('adminRefunds.lineQty', { left: line.qty })}
                  hint={t('adminRefunds.unitPrice', { price: formatMoney(line.unitPrice, locale, order.currency) })}
                  value={draft.qty[line.orderLineId] ?? ''}
                  onChange={(value) =>
                    setDraft((current) => ({ ...current, qty: { ...current.qty, [line.orderLineId]: value } }))
                  }
                  min={0}
                  max={line.qty}
                  step={1}
                  inputMode="numeric"
                  error={qtyError(line.orderLineId, line.qty)}
                />
              </fieldset>
            ))}
          </fieldset>
        ) : null}
        {refundable.shipping > 0 ? (
          <TextInput
            type="number"
            name="shipping"
            label={t('adminRefunds.shipping', { left: formatMoney(refundable.shipping, locale, order.currency) })}
            value={draft.shipping}
            onChange={(value) => setDraft((current) => ({ ...current, shipping: value }))}
            min={0}
            max={refundable.shipping}
            step="0.01"
            inputMode="decimal"
            error={shippingError}
          />
        ) : null}
        {refundable.lines.length > 0 ? (
          <label className="check">
            <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.currentTarget.checked)} />
            <span>{t('adminRefunds.restock')}</span>
          </label>
        ) : null}
        {openReturns.length > 0 ? (
          <div className="stack refund-form__return">
            <label htmlFor="refund-return">{t('adminRefunds.settlesReturn')}</label>
            <select
              id="refund-return"
              className="select"
              value={returnId}
              onChange={(event) => setReturnId(event.currentTarget.value)}
            >
              <option value="">{t('adminRefunds.noReturn')}</option>
              {openReturns.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {t('adminRefunds.returnOption', { id: entry.id })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <TextInput
          type="textarea"
          name="reason"
          label={t('adminRefunds.reason')}
          value={reason}
          onChange={setReason}
          maxLength={500}
          rows={2}
        />
        <p className="refund-form__amount" aria-live="polite">
          {t('adminRefunds.amount', { amount: money(amount) })}
        </p>
        {checked && amount === 0 ? (
          <p className="field__error" role="alert">
            {t('adminRefunds.nothingChosen')}
          </p>
        ) : null}
      </form>
    </Modal>
  )
}

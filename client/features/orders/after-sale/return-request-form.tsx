import { useId, useState, type SubmitEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../../contract/api'
import type { Order } from '../../../../contract/dto/commerce'
import { RETURN_TEXT_MAX } from '../../../../contract/schemas/returns'
import { useT } from '../../../i18n/i18n'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { FieldError } from '../../../lib/ui/field-error'
import { Modal } from '../../../lib/ui/modal'
import { TextInput } from '../../../lib/ui/text-input'
import { reloadOrder, returnRequestMutation, showUpdatedOrder } from './return-request-api'

interface FormErrors {
  lines?: string | undefined
  reason?: string | undefined
}

/**
 * The return request's dialog: per returnable line a quantity (0 up to what may still go back),
 * the reason, send. Errors stand by their fields (and the server's by the field it names), and a toast.
 */
export function ReturnRequestForm({
  order,
  linkToken,
  onClose,
}: {
  order: Order
  linkToken: string | undefined
  onClose: () => void
}) {
  const t = useT()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const formId = useId()
  const linesErrorId = `${formId}-lines-error`
  const { returnable } = order.afterSale
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<FormErrors>({})
  const request = useMutation({
    ...returnRequestMutation(api, order.slug, linkToken),
    onSuccess: (updated) => {
      showUpdatedOrder(queryClient, api, updated, linkToken)
      toast.success(t('orderReturns.sent'))
      onClose()
    },
    onError: (error) => {
      showError(error)
      if (error instanceof ApiError && error.status === 409) void reloadOrder(queryClient, api, order.slug, linkToken)
      if (error instanceof ApiError && (error.field === 'lines' || error.field === 'reason'))
        setErrors({ [error.field]: error.message })
    },
  })

  const nameOf = (orderLineId: number) => order.lines.find((line) => line.id === orderLineId)?.name ?? ''
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (request.isPending) return
    const lines = returnable
      .map((line) => ({ orderLineId: line.orderLineId, qty: quantities[line.orderLineId] ?? 0 }))
      .filter((line) => line.qty > 0)
    const found: FormErrors = {
      lines: lines.length === 0 ? t('orderReturns.nothingChosen') : undefined,
      reason: reason.trim() === '' ? t('orderReturns.reasonRequired') : undefined,
    }
    setErrors(found)
    if (found.lines || found.reason) return
    request.mutate({ lines, reason: reason.trim() })
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('orderReturns.formTitle')}
      footer={
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('orderReturns.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn--primary"
            aria-disabled={request.isPending || undefined}
            aria-busy={request.isPending || undefined}
          >
            {request.isPending ? t('orderReturns.sending') : t('orderReturns.submit')}
          </button>
        </div>
      }
    >
      <form id={formId} className="stack return-request-form" onSubmit={submit} noValidate>
        <p className="muted">{t('orderReturns.formHint')}</p>
        <fieldset
          className="return-request-form__lines stack"
          aria-describedby={errors.lines ? linesErrorId : undefined}
        >
          <legend className="visually-hidden">{t('orderReturns.formTitle')}</legend>
          {returnable.map((line) => {
            const selectId = `${formId}-line-${line.orderLineId}`
            return (
              <div key={line.orderLineId} className="field field--select return-request-form__line">
                <label className="field__static-label" htmlFor={selectId}>
                  {t('orderReturns.quantity', { name: nameOf(line.orderLineId) })}
                </label>
                <select
                  id={selectId}
                  className="select"
                  value={quantities[line.orderLineId] ?? 0}
                  aria-invalid={errors.lines ? true : undefined}
                  onChange={(event) => {
                    const qty = Number(event.currentTarget.value)
                    setQuantities((current) => ({ ...current, [line.orderLineId]: qty }))
                    setErrors((current) => ({ ...current, lines: undefined }))
                  }}
                >
                  {Array.from({ length: line.qty + 1 }, (_, qty) => (
                    <option key={qty} value={qty}>
                      {qty}
                    </option>
                  ))}
                </select>
                <span className="muted">{t('orderReturns.of', { max: line.qty })}</span>
              </div>
            )
          })}
          <FieldError id={linesErrorId} error={errors.lines} />
        </fieldset>
        <TextInput
          type="textarea"
          name="reason"
          label={t('orderReturns.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value)
            setErrors((current) => ({ ...current, reason: undefined }))
          }}
          required
          maxLength={RETURN_TEXT_MAX}
          error={errors.reason}
        />
      </form>
    </Modal>
  )
}

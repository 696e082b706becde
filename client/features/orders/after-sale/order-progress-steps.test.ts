import { describe, expect, it } from 'vitest'
import type { OrderEvent } from '../../../../contract/dto/after-sale'
import { progressSteps } from './order-progress-steps'

const event = (at: string, name: OrderEvent['event'], from: OrderEvent['from'], to: OrderEvent['to']): OrderEvent => ({
  at,
  event: name,
  from,
  to,
  by: null,
  detail: {},
})

describe('progressSteps', () => {
  it('lists each new status once, in order; notes and a second partial shipment add no step', () => {
    const history = [
      event('t1', 'placed', null, 'pending_payment'),
      event('t2', 'paid', 'pending_payment', 'paid'),
      event('t3', 'invoiceIssued', 'paid', 'paid'),
      event('t4', 'shipped', 'paid', 'partly_shipped'),
      event('t5', 'shipped', 'partly_shipped', 'partly_shipped'),
      event('t6', 'shipped', 'partly_shipped', 'shipped'),
    ]
    expect(progressSteps(history, 'shipped')).toEqual([
      { status: 'pending_payment', at: 't1' },
      { status: 'paid', at: 't2' },
      { status: 'partly_shipped', at: 't4' },
      { status: 'shipped', at: 't6' },
    ])
  })

  it('ends with the current status even when the history does not name it', () => {
    expect(progressSteps([event('t1', 'placed', null, 'placed')], 'processing')).toEqual([
      { status: 'placed', at: 't1' },
      { status: 'processing', at: '' },
    ])
    expect(progressSteps([], 'placed')).toEqual([{ status: 'placed', at: '' }])
  })
})

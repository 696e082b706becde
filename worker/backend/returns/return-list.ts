import type { ReturnRequest } from '../../../contract/dto/after-sale'
import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { listReturns } from './return-rows'
import { orderReturnWindow, type ReturnWindow } from './return-window'

/** The order's return requests, with staff's notes (the buyer sees why a request was refused). */
export function returnsOf(view: AfterSaleView): Promise<ReturnRequest[]> {
  return listReturns(view.env.DB, view.order.id)
}

/** Until when and what the buyer may still return (14 days from delivery, physical lines only). */
export function returnWindow(view: AfterSaleView): Promise<ReturnWindow> {
  return orderReturnWindow(view.env.DB, view.order)
}

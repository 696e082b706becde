import type { PackingSlip } from '../../../contract/dto/admin'
import type { Bindings } from '../../lib/bindings'
import { orderDto, type StoredOrder } from '../commerce/orders'
import { getSeller } from '../settings/repository'
import { physicalLines } from './shipment-rows'

/** The order's packing slip: who sends, to whom (or which branch), the physical lines with SKU and quantity, the gift message. */
export async function packingSlipOf(env: Bindings, order: StoredOrder): Promise<PackingSlip> {
  const [dto, seller, lines] = await Promise.all([
    orderDto(env, order, { audience: 'staff', linkToken: null }),
    getSeller(env.DB),
    physicalLines(env.DB, order.id),
  ])
  return {
    seller: {
      name: seller?.name ?? '',
      street: seller?.street ?? '',
      zipCode: seller?.zipCode ?? '',
      city: seller?.city ?? '',
      country: seller?.country ?? '',
      email: seller?.email ?? '',
      phone: seller?.phone ?? '',
    },
    number: order.slug,
    createdAt: order.createdAt,
    language: order.language,
    shippingAddress: dto.shippingAddress,
    deliveryMethod: order.deliveryMethod?.name ?? null,
    deliveryBranch: order.deliveryBranch,
    lines: lines.map(({ orderLineId, name, sku, qty }) => ({ orderLineId, name, sku, qty })),
    giftMessage: order.giftMessage,
  }
}

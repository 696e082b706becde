/**
 * The backend calls whose D1 session starts at the primary ('first-primary'), not at the nearest
 * replica: each reads something and writes on the strength of it, where a replica's older copy would
 * let a revoked token through, sell stock twice, miscount a coupon or confirm a payment on a stale order.
 * Every other call reads where the visitor's bookmark allows (worker/backend/database-session.ts).
 */
interface PrimaryCall {
  methods: readonly string[]
  path: RegExp
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

export const PRIMARY_CALLS: readonly PrimaryCall[] = [
  // Login, logout, sign-up and social sign-in read credentials and write refresh tokens.
  { methods: ['POST'], path: /^\/api\/v1\/(login|logout|user\/web\/register|user\/social\/oauth)$/ },
  // Refresh-token rotation: a token just rotated or revoked must be seen as such at once.
  { methods: ['GET'], path: /^\/api\/v1\/refresh$/ },
  // One-time tokens (password reset and set, e-mail verification and confirmations) are read, then spent.
  { methods: ['POST'], path: /^\/api\/v1\/user\/password\/(forgot|reset|set)$/ },
  { methods: ['GET'], path: /^\/api\/v1\/(user\/web\/verify|form\/confirmEmail|newsletter\/confirmEmail)\// },
  // Placing an order reads the cart, prices, stock and coupon use, then takes stock and money
  // (order/place: izlog's own call doing savePaymentMethod, validateCart's check and order/create).
  { methods: ['POST'], path: /^\/api\/v2\/order\/(create|place)$/ },
  // Payment confirmations and cancellations (and the test provider's page) move an order's money state.
  { methods: ['POST'], path: /^\/api\/v2\/order\/(pay|pgSuccess|cancelPayment)\// },
  { methods: ['GET', 'POST'], path: /^\/pay\// },
  // A return and a renewed download read the order, then write against it.
  { methods: ['POST'], path: /^\/api\/v2\/order\/[^/]+\/(returns|downloads\/[^/]+\/renew)$/ },
  // The cart's last check before an order and its coupon read stock and coupon limits that decide money.
  { methods: ['POST'], path: /^\/api\/v2\/cart\/(validateCart|applyCoupon)$/ },
  // Staff changes: orders after the sale (invoice numbers, refunds, stock), products, prices, coupons.
  { methods: WRITES, path: /^\/api\/v[12]\/admin\// },
]

/** Must this call read the primary? */
export function needsPrimary(method: string, path: string): boolean {
  return PRIMARY_CALLS.some((call) => call.methods.includes(method) && call.path.test(path))
}

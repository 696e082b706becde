// Issue 38's bench case (BENCH_ONLY=db-latency): the cart page and each checkout step as a shopper
// makes them, against the bench's own entry (worker/bench/entry.ts), which meters a request's D1
// round trips when it carries x-bench-d1-delay-ms and delays each by that many milliseconds — a
// database that far away. Per step: the queries (a batch is one), the sequential round trips, and
// the time of the whole answer with 0 ms vs. the simulated delay. The same journey as
// test/edge/round-trips.test.ts, which asserts the round trips; here they are timed.

const DELAY_HEADER = 'x-bench-d1-delay-ms'
const SKUS = ['IZL-HW-MASKA', 'IZL-ARTBOOK', 'IZL-HW-GRIP']
const SHIPPING_ADDRESS = {
  firstName: 'Ana',
  lastName: 'Horvat',
  contactEmail: 'ana@example.com',
  contactPhone: '+385911234567',
  country: 'HR',
  city: 'Zagreb',
  street: 'Ilica',
  houseNumber: '10',
  zipCode: '10000',
}

/** A browser of the site: its cookie jar, same-origin headers on writes, JSON bodies. */
function browser(url) {
  const jar = new Map()
  return async function call(method, path, body, delayMs = null) {
    const headers = { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
    if (method !== 'GET') Object.assign(headers, { origin: url, 'sec-fetch-site': 'same-origin' })
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (delayMs !== null) headers[DELAY_HEADER] = String(delayMs)
    const started = performance.now()
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    const text = await res.text()
    const ms = performance.now() - started
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      if (attrs.some((attr) => /max-age=0/i.test(attr.trim()))) jar.delete(name)
      else jar.set(name, pair.slice(eq + 1).trim())
    }
    if (res.status >= 400) throw new Error(`bench: ${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`)
    return {
      ms,
      queries: Number(res.headers.get('x-bench-d1-queries') ?? NaN),
      waves: Number(res.headers.get('x-bench-d1-waves') ?? NaN),
      data: res.headers.get('content-type')?.includes('json') ? JSON.parse(text).data : text,
    }
  }
}

/** The seeded products' ids, from the backoffice's product search. */
async function productIds(url, staffCookie) {
  const cookie = await staffCookie(url)
  return Promise.all(
    SKUS.map(async (sku) => {
      const res = await fetch(`${url}/api/v1/admin/products?q=${encodeURIComponent(sku)}`, { headers: { cookie } })
      const row = (await res.json()).data.data.find((product) => product.sku === sku)
      if (!row) throw new Error(`bench: seeded product ${sku} is missing`)
      return row.id
    }),
  )
}

/**
 * Measures one request into `rows`: made once unmetered first where the page would find the edge
 * caches warm (`warm`, as the round-trip test does), then with every round trip delayed.
 */
function measurer(call, delayMs, rows) {
  return async (label, method, path, body, { warm = false } = {}) => {
    if (warm) await call(method, path, body)
    const result = await call(method, path, body, delayMs)
    rows.push({ label, ms: result.ms, queries: result.queries, waves: result.waves })
    return result.data
  }
}

/**
 * One shopper's visit with every database round trip delayed by `delayMs`: each measured request
 * is made once unmetered first where the page would find the edge caches warm (as the round-trip
 * test does), then measured. Answers one row per step.
 */
async function journey(url, ids, delayMs) {
  const call = browser(url)
  const rows = []
  const measure = measurer(call, delayMs, rows)
  for (const [index, id] of ids.entries()) await call('POST', '/api/cart/items', { productId: id, qty: index + 1 })
  await call('POST', '/api/cart/coupon', { couponCode: 'IZLOG10' })
  await measure('cart page /kosarica', 'GET', '/kosarica', undefined, { warm: true })
  await measure('cart page /en/cart', 'GET', '/en/cart', undefined, { warm: true })
  await measure('checkout page /naplata', 'GET', '/naplata', undefined, { warm: true })
  await measure('buyer (guest/update)', 'PATCH', '/api/v1/user/guest/update', {
    email: `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    details: { firstName: 'Ana', lastName: 'Horvat', phone: '+385911234567' },
    company: null,
    addresses: [],
  })
  const countries = (await call('POST', '/api/v2/checkout/getAvailableCountries', { language: 'hr' })).data
  const croatia = countries.find((country) => country.iso === 'HR').id
  await measure('delivery methods', 'POST', '/api/v2/delivery/getApplicableDeliveryMethods', { countryId: croatia })
  await measure('save delivery', 'PUT', '/api/v2/delivery/saveDeliveryMethod', {
    deliveryMethodId: 1,
    branchId: null,
    countryId: croatia,
  })
  const methods = await measure('payment methods', 'POST', '/api/v2/payment/getApplicablePaymentMethods', {})
  const cod = methods.find((method) => method.paymentType === 'COD')
  await measure('save payment', 'PUT', '/api/v2/payment/savePaymentMethod', {
    paymentMethodId: cod.id,
    companyData: null,
  })
  const shown = (await call('GET', '/api/cart')).data
  const placed = await measure('place the order', 'POST', '/api/checkout/order', {
    shippingAddress: SHIPPING_ADDRESS,
    billingAddress: SHIPPING_ADDRESS,
    consents: ['terms-of-sale', 'privacy'],
    paymentMethodId: cod.id,
    companyData: null,
    shown: {
      itemsCount: shown.itemsCount,
      cartTotal: shown.prices.converted.cartTotal,
      items: shown.items.map((item) => ({
        itemId: item.itemId,
        finalPrice: item.prices.converted.finalPrice,
        qty: item.qty,
        name: item.productData.name,
      })),
    },
  })
  if (placed.next !== 'done') throw new Error(`bench: the order was not placed (${placed.next})`)
  await measure('confirmation page', 'GET', `/naplata/uspjesna?orderSlug=${placed.orderSlug}`, undefined, {
    warm: true,
  })
  await measure('confirmation data', 'GET', `/api/checkout/orders/${placed.orderSlug}`, undefined, { warm: true })
  return [...rows, ...(await customerJourney(url, ids, delayMs))]
}

/**
 * A logged-in customer's saves (the seeded second customer): every call of theirs carries an access
 * token, whose account standing is read beside the call's first query. Their order is not placed
 * here: its throttle allows a buyer 5 an hour, and the round-trip test counts it.
 */
async function customerJourney(url, ids, delayMs) {
  const call = browser(url)
  await call('POST', '/api/auth/login', { username: 'kupac2@izlog.hr', password: 'izlog-kupac-2026' })
  await call('POST', '/api/cart/items', { productId: ids[0], qty: 1 })
  const rows = []
  const measure = measurer(call, delayMs, rows)
  await measure('customer: cart page', 'GET', '/kosarica', undefined, { warm: true })
  const countries = (await call('POST', '/api/v2/checkout/getAvailableCountries', { language: 'hr' })).data
  await measure('customer: save delivery', 'PUT', '/api/v2/delivery/saveDeliveryMethod', {
    deliveryMethodId: 1,
    branchId: null,
    countryId: countries.find((country) => country.iso === 'HR').id,
  })
  const methods = (await call('POST', '/api/v2/payment/getApplicablePaymentMethods', {})).data
  await measure('customer: save payment', 'PUT', '/api/v2/payment/savePaymentMethod', {
    paymentMethodId: methods.find((method) => method.paymentType === 'COD').id,
    companyData: null,
  })
  await call('POST', '/api/auth/logout', {})
  return rows
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * `runs` journeys with no delay and `runs` with `delayMs` per round trip (fresh carts each); per
 * step the median time of each, and the counts (the same on every run: they follow the code).
 */
export async function dbLatencyRows(url, staffCookie, { delayMs, runs }) {
  const ids = await productIds(url, staffCookie)
  const near = []
  const far = []
  for (let i = 0; i < runs; i++) {
    near.push(await journey(url, ids, 0))
    far.push(await journey(url, ids, delayMs))
  }
  return near[0].map((row, index) => ({
    label: row.label,
    queries: row.queries,
    waves: row.waves,
    nearMs: median(near.map((run) => run[index].ms)),
    farMs: median(far.map((run) => run[index].ms)),
  }))
}

/** The case as the bench prints it: one line per step; answers the rows for the summary. */
export async function dbLatencyBench(url, staffCookie, { delayMs, runs }) {
  console.log(
    `\n7. Cart and checkout with the database far away (+${delayMs} ms per round trip vs 0 ms; median of ${runs} visits)`,
  )
  const rows = await dbLatencyRows(url, staffCookie, { delayMs, runs })
  for (const row of rows)
    console.log(
      `  ${row.label.padEnd(26)} ${String(row.queries).padStart(3)} queries ${String(row.waves).padStart(3)} sequential   ` +
        `0 ms: ${row.nearMs.toFixed(0).padStart(5)} ms   ${delayMs} ms: ${row.farMs.toFixed(0).padStart(5)} ms`,
    )
  return rows
}

/** The summary's line: each step's sequential round trips and its time with the delay. */
export const dbLatencyLine = (rows) =>
  rows.map((row) => `${row.label} ${row.waves}× ${row.farMs.toFixed(0)} ms`).join(', ')

import type { Context } from 'hono'
import type { BackendEnv } from '../context'

/**
 * A paid order's digital lines get their licence keys (one transaction, never a key twice) and their
 * download links; a short pool holds the order in processing and tells staff (helper B implements).
 */
export async function deliverDigital(_c: Context<BackendEnv>, _orderId: number): Promise<void> {}

import type { Context } from 'hono'
import type { BackendEnv } from '../context'

/**
 * The invoice of a paid order (cash on delivery: at delivery), numbered without gaps; once per order
 * (helper C implements).
 */
export async function issueInvoice(_c: Context<BackendEnv>, _orderId: number): Promise<void> {}

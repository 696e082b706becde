import type { Context } from 'hono'
import type { BackendEnv } from '../context'

/**
 * The credit note of a refund (refunds row `refundId` with its refund_lines and shipping), referencing
 * the order's invoice, numbered in the same gapless sequence; the refund row gets its credit_note_id
 * (helper C implements; helper D calls it after the refund's batch).
 */
export async function issueCreditNote(_c: Context<BackendEnv>, _refundId: number): Promise<void> {}

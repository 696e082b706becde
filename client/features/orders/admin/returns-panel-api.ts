import { mutationOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'

/** What staff do with a return request. */
export type ReturnDecision = 'accept' | 'refuse' | 'receive'

export interface ReturnDecisionVariables {
  decision: ReturnDecision
  returnId: number
  note: string
}

const decide = (api: ApiFetch, id: number, { decision, returnId, note }: ReturnDecisionVariables) => {
  // One id per click: a retried request is done once.
  const input = { params: { id, returnId }, body: { requestId: crypto.randomUUID(), note } }
  if (decision === 'accept') return callApi(api, 'POST api/v1/admin/orders/:id/returns/:returnId/accept', input)
  if (decision === 'refuse') return callApi(api, 'POST api/v1/admin/orders/:id/returns/:returnId/refuse', input)
  return callApi(api, 'POST api/v1/admin/orders/:id/returns/:returnId/receive', input)
}

/** Accept, refuse or receive a return of order `id`; answers the order as it is now (AdminOrderDetail). */
export const returnDecisionMutation = (api: ApiFetch, id: number) =>
  mutationOptions({ mutationFn: (variables: ReturnDecisionVariables) => decide(api, id, variables) })

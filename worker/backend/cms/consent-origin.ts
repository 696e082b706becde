import type { Context } from 'hono'
import { type BackendEnv } from '../context'
import { CLIENT_ADDRESS_HEADER, VISITOR_ID_HEADER } from '../../../contract/upstream-headers'
import { isVisitorId } from '../../lib/visitor-cookie'

/** From where a consent decision came, as the edge saw the request (never from its body). */
export interface RequestOrigin {
  clientAddress: string | null
  visitorId: string | null
}

export function requestOrigin(c: Context<BackendEnv>): RequestOrigin {
  const visitorId = c.req.header(VISITOR_ID_HEADER) ?? ''
  return {
    clientAddress: c.req.header(CLIENT_ADDRESS_HEADER) ?? null,
    visitorId: isVisitorId(visitorId) ? visitorId : null,
  }
}

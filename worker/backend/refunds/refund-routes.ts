import { endpointRoutes, type EndpointRoutes } from '../routing'

/** Issue 36's handlers of this domain (contract/endpoints), one sub-app per base path. */
export const refundRoutes: readonly EndpointRoutes[] = [endpointRoutes('api/v1/admin/orders')]

import { adminListQuery } from './params'

/** Issue 37, GET api/v1/admin/customers: `?page=&q=` (q: a name or an e-mail, or part of one). */
export const CustomersQuerySchema = adminListQuery({})

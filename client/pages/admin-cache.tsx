import type { PageModule } from '../app/page-types'

function AdminCachePage() {
  return <h1>adminCache</h1>
}

export const page: PageModule = { Component: AdminCachePage }

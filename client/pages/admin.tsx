import type { PageModule } from '../app/page-types'

function AdminPage() {
  return <h1>admin</h1>
}

export const page: PageModule = { Component: AdminPage }

import type { PageModule } from '../app/page-types'

function AdminLoginPage() {
  return <h1>adminLogin</h1>
}

export const page: PageModule = { Component: AdminLoginPage }

import type { PageModule } from '../app/page-types'

function AdminConsentDetailPage() {
  return <h1>adminConsentDetail</h1>
}

export const page: PageModule = { Component: AdminConsentDetailPage }

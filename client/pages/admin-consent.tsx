import type { PageModule } from '../app/page-types'

function AdminConsentPage() {
  return <h1>adminConsent</h1>
}

export const page: PageModule = { Component: AdminConsentPage }

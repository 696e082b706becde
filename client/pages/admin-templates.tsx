import type { PageModule } from '../app/page-types'

function AdminTemplatesPage() {
  return <h1>adminTemplates</h1>
}

export const page: PageModule = { Component: AdminTemplatesPage }

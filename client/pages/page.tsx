import type { PageModule } from '../app/page-types'

function PagePage() {
  return <h1>page</h1>
}

export const page: PageModule = { Component: PagePage }

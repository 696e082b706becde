import type { PageModule } from '../app/page-types'

function ProductPage() {
  return <h1>product</h1>
}

export const page: PageModule = { Component: ProductPage }

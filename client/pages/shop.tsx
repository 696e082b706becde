import type { PageModule } from '../app/page-types'

function ShopPage() {
  return <h1>shop</h1>
}

export const page: PageModule = { Component: ShopPage }

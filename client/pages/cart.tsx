import type { PageModule } from '../app/page-types'

function CartPage() {
  return <h1>cart</h1>
}

export const page: PageModule = { Component: CartPage }

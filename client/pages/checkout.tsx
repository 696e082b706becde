import type { PageModule } from '../app/page-types'

function CheckoutPage() {
  return <h1>checkout</h1>
}

export const page: PageModule = { Component: CheckoutPage }

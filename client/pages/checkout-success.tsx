import type { PageModule } from '../app/page-types'

function CheckoutSuccessPage() {
  return <h1>checkoutSuccess</h1>
}

export const page: PageModule = { Component: CheckoutSuccessPage }

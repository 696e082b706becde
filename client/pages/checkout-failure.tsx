import type { PageModule } from '../app/page-types'

function CheckoutFailurePage() {
  return <h1>checkoutFailure</h1>
}

export const page: PageModule = { Component: CheckoutFailurePage }

import type { PageModule } from '../app/page-types'

function ForgotPasswordPage() {
  return <h1>forgotPassword</h1>
}

export const page: PageModule = { Component: ForgotPasswordPage }

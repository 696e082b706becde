import type { PageModule } from '../app/page-types'

function ConfirmEmailPage() {
  return <h1>confirmEmail</h1>
}

export const page: PageModule = { Component: ConfirmEmailPage }

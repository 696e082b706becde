import type { PageModule } from '../app/page-types'

function RegisterPage() {
  return <h1>register</h1>
}

export const page: PageModule = { Component: RegisterPage }

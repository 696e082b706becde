import type { PageModule } from '../app/page-types'

function LoginPage() {
  return <h1>login</h1>
}

export const page: PageModule = { Component: LoginPage }

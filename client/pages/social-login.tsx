import type { PageModule } from '../app/page-types'

function SocialLoginPage() {
  return <h1>socialLogin</h1>
}

export const page: PageModule = { Component: SocialLoginPage }

import type { PageModule } from '../app/page-types'

function ContactPage() {
  return <h1>contact</h1>
}

export const page: PageModule = { Component: ContactPage }

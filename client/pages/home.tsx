import type { PageModule } from '../app/page-types'

function HomePage() {
  return <h1>home</h1>
}

export const page: PageModule = { Component: HomePage }

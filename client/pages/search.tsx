import type { PageModule } from '../app/page-types'

function SearchPage() {
  return <h1>search</h1>
}

export const page: PageModule = { Component: SearchPage }

import type { PageModule } from '../app/page-types'

function BlogPage() {
  return <h1>blog</h1>
}

export const page: PageModule = { Component: BlogPage }

import type { PageModule } from '../app/page-types'

function ProfilePage() {
  return <h1>profile</h1>
}

export const page: PageModule = { Component: ProfilePage }

import type { PageModule } from '../app/page-types'

function EventPage() {
  return <h1>event</h1>
}

export const page: PageModule = { Component: EventPage }

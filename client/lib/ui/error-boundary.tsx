import { Component, type ErrorInfo, type ReactNode } from 'react'
import { isChunkLoadError, reloadForChunkError } from '../chunk-reload'

interface Props {
  fallback: (error: unknown) => ReactNode
  children: ReactNode
}

interface State {
  error: unknown
  failed: boolean
}

/** Catches render errors of the page (SPEC §4 route errors); a failed chunk load reloads once per 60 s. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadForChunkError()) return
    console.error('izlog: page error', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children
  }
}

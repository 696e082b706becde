import './styles/base.css'
import './styles/components.css'
import './styles/layout.css'
import './styles/shop.css'
import './styles/content.css'
import './styles/cart.css'
import './styles/checkout.css'
import './styles/account.css'
import { isChunkLoadError, reloadForChunkError } from './lib/chunk-reload'
import { start } from './start'

window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadForChunkError()
})

void start()

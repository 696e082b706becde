import { useEffect } from 'react'

/**
 * Fixed layers at the bottom of the screen (the cookie notice, the toasts) reserve their height
 * while shown (pass the element from a callback ref): `--overlay-<name>` on <html> feeds the page's bottom padding and scroll padding
 * (client/styles/base.css), so the browser never scrolls a focused element under them (WCAG 2.4.11).
 */
export function useBottomOverlay(element: HTMLElement | null, name: 'cookie' | 'toasts', active: boolean): void {
  useEffect(() => {
    const root = document.documentElement
    const property = `--overlay-${name}`
    if (!active || !element) {
      root.style.removeProperty(property)
      return
    }
    const measure = () =>
      root.style.setProperty(property, `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty(property)
    }
  }, [element, name, active])
}

import { use } from 'react'
import { isSectionType, type SectionModules } from './section-modules'

type SectionTypeName = keyof SectionModules

/**
 * Where section components come from in the browser (scripts/build-client.mjs puts this file in
 * place of ./section-source): each section type is a chunk of its own, loaded when a page has
 * that section. The entry loads the current page's sections before hydrating (the document
 * preloads them: the route state names them), client navigation while the page's critical data
 * loads (client/app/resolve-route.ts), so a section suspends only when something else shows one
 * first (edit mode adding a new type).
 */
const loaders: { [T in SectionTypeName]: () => Promise<SectionModules[T]> } = {
  hero: () => import('./hero-section'),
  richText: () => import('./rich-text-section'),
  imageText: () => import('./image-text-section'),
  features: () => import('./features-section'),
  stats: () => import('./stats-section'),
  featuredProducts: () => import('./featured-products-section'),
  latestPosts: () => import('./latest-posts-section'),
  upcomingEvents: () => import('./upcoming-events-section'),
  gallery: () => import('./gallery-section'),
  faq: () => import('./faq-section'),
  cta: () => import('./cta-section'),
  contactForm: () => import('./contact-form-section'),
  form: () => import('./form-section'),
  newsletter: () => import('./newsletter-section'),
}

const loaded = new Map<SectionTypeName, SectionModules[SectionTypeName]>()
const loading = new Map<SectionTypeName, Promise<SectionModules[SectionTypeName]>>()

function load<T extends SectionTypeName>(type: T): Promise<SectionModules[T]> {
  let promise = loading.get(type)
  if (!promise) {
    promise = loaders[type]().then(
      (module) => {
        loaded.set(type, module)
        return module
      },
      (error: unknown) => {
        // Forget the failure: the next render (or the chunk-reload guard's reload) retries.
        loading.delete(type)
        throw error
      },
    )
    loading.set(type, promise)
  }
  return promise as Promise<SectionModules[T]>
}

/** The module of a section type: at once when loaded, otherwise the component suspends until its chunk is here. */
export function useSectionModule<T extends SectionTypeName>(type: T): SectionModules[T] {
  return (loaded.get(type) as SectionModules[T] | undefined) ?? use(load(type))
}

/** Loads the given section types' chunks (unknown types are skipped); rejects when one fails to load. */
export async function preloadSections(types: readonly string[]): Promise<void> {
  await Promise.all(types.filter(isSectionType).map((type) => load(type)))
}

import { BOOT_SCRIPT_ID, COOKIE_CHOICE_DATASET, COOKIE_CONSENT_KEY, HYDRATED_DATASET, MESSAGES_SCRIPT_ID, ROOT_ELEMENT_ID, SITE_NAME, documentDescription, documentTitle, type BootData, type Messages, type Translator } from '../../client/server'
import type { ReactNode } from 'react'
import { clientManifest } from '../generated/client-manifest'
import { pageModuleOf } from '../../contract/routes'
import { absoluteUrl, headLinks, robotsFor } from './head-links'
import { absoluteJsonLd } from './json-ld'
import { serializeForScript } from './serialize'

const OG_LOCALE = { hr: 'hr_HR', en: 'en_GB' } as const

export interface DocumentProps {
  boot: BootData
  messages: Messages
  translator: Translator
  nonce: string
  personal: boolean
  /** Edit mode (issue 15): the editor's stylesheet and chunks come too. Never on a visitor's page. */
  editing?: boolean
  children: ReactNode
}

/**
 * The module scripts the browser needs before it can hydrate: the entry, the chunks it imports and
 * the current route's page chunk with its own imports (the entry awaits that page module before
 * hydrating, so preloading it saves a round trip). Error pages are part of the shell.
 */
export function modulePreloads(route: BootData['route']): string[] {
  const page = route.error || !route.match ? [] : (clientManifest.pages[pageModuleOf(route.match.name)] ?? [])
  return [...new Set([clientManifest.script, ...clientManifest.preload, ...page])]
}

/**
 * The document's one early script. It starts the app after the first paint (issue 17): the page's
 * HTML and CSS get the network and the main thread to themselves until the browser reports its
 * first contentful paint (or the load event, whichever comes first), then the entry and the module
 * preloads (each with the nonce) are added, so nothing waits on a chain of imports. They go in
 * eight to a task: inserting all ~40 in one was a 40-50 ms task of its own (Lighthouse's TBT).
 * The entry waits for the whole document before hydrating (client/entry.tsx). A tab opened in the
 * background never paints, so there it starts at once.
 *
 * Until the page has hydrated it also:
 * - holds back a form submitted to the browser itself (every form but those with a `method`, which
 *   work without the app). The browser would send it as a GET with its fields in the address, a
 *   password on the sign-in form included. The app starts at once instead;
 * - marks <html> when a cookie choice is stored, so the server-rendered notice never shows to
 *   someone who already chose (the app decides once it runs).
 */
function appLoader(modules: string[]): string {
  return `(function(){var m=${serializeForScript(modules)},n=document.currentScript.nonce,h=document.documentElement,d=false;function add(i){for(var f=document.createDocumentFragment(),j=i;j<m.length&&j<i+8;j++){var e=document.createElement(j?'link':'script');if(j){e.rel='modulepreload';e.href=m[j]}else{e.type='module';e.src=m[j]}e.nonce=n;f.appendChild(e)}document.head.appendChild(f);if(j<m.length)setTimeout(add,0,j)}function go(){if(d)return;d=true;add(0)}document.addEventListener('submit',function(e){if(h.dataset.${HYDRATED_DATASET}!=='true'&&!e.target.hasAttribute('method')){e.preventDefault();go()}},true);try{if(localStorage.getItem(${serializeForScript(COOKIE_CONSENT_KEY)}))h.dataset.${COOKIE_CHOICE_DATASET}=''}catch(e){}if(document.visibilityState==='hidden')return go();addEventListener('load',go);try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}});o.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}})()`
}

/**
 * The HTML document around the app: head (title, description, canonical, hreflang, robots, OG,
 * JSON-LD, stylesheet, the app's loader), `<div id="app">` (the hydrated root) and the boot + i18n
 * JSON scripts. Every inline script carries the CSP nonce.
 */
export function Document({ boot, messages, translator, nonce, personal, editing = false, children }: DocumentProps) {
  const { route, locale, origin } = boot
  const head = route.head
  const title = documentTitle(route, translator.t)
  const description = documentDescription(route, translator.t)
  const links = headLinks(route, locale, origin)
  const image = head.image ? absoluteUrl(origin, head.image) : null
  const modules = editing ? [...modulePreloads(route), ...clientManifest.editor.modules] : modulePreloads(route)
  const styles = editing ? [...clientManifest.styles, ...clientManifest.editor.styles] : clientManifest.styles
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="robots" content={robotsFor(head, route, personal)} />
        <meta name="theme-color" content="#0e0f1a" />
        {links.canonical ? <link rel="canonical" href={links.canonical} /> : null}
        {links.alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:type" content={head.ogType ?? 'website'} />
        <meta property="og:locale" content={OG_LOCALE[locale]} />
        {links.canonical ? <meta property="og:url" content={links.canonical} /> : null}
        {image ? <meta property="og:image" content={image} /> : null}
        {(head.meta ?? []).map((tag) => (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ))}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: appLoader(modules) }} />
        {(head.jsonLd ?? []).map((entry, index) => (
          <script key={index} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeForScript(absoluteJsonLd(entry, origin)) }} />
        ))}
      </head>
      <body>
        <div id={ROOT_ELEMENT_ID}>{children}</div>
        <script type="application/json" id={BOOT_SCRIPT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeForScript(boot) }} />
        <script type="application/json" id={MESSAGES_SCRIPT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeForScript(messages) }} />
      </body>
    </html>
  )
}

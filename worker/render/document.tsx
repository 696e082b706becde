import {
  APP_WANTED_EVENT,
  ISLAND_ATTR,
  ISLAND_HYDRATED_ATTR,
  ISLANDS_OF_PAGE,
  BOOT_SCRIPT_ID,
  CART_HINT_KEY,
  COOKIE_CHOICE_DATASET,
  COOKIE_CONSENT_KEY,
  HYDRATED_DATASET,
  PENDING_ACTIONS_KEY,
  PENDING_DATASET,
  MESSAGES_SCRIPT_ID,
  ROOT_ELEMENT_ID,
  SITE_NAME,
  documentDescription,
  documentTitle,
  type BootData,
  type Messages,
  type Translator,
} from '../../client/server'
import type { ReactNode } from 'react'
import { clientManifest } from '../generated/client-manifest'
import { pageModuleOf, routeEntry } from '../../contract/routes'
import { SOCIAL_IMAGE, socialImage } from '../../contract/social-image'
import { absoluteUrl, headLinks, robotsFor } from './head-links'
import { absoluteJsonLd } from './json-ld'
import { serializeForScript } from '../lib/serialize'
import { HELD_CONTROLS, NATIVE_CONTROL } from '../../contract/held-controls'

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
 * hydrating, so preloading it saves a round trip) with the chunks of the CMS sections it shows (the
 * entry awaits those too). Error pages are part of the shell.
 */
export function modulePreloads(route: BootData['route']): string[] {
  const page = route.error || !route.match ? [] : (clientManifest.pages[pageModuleOf(route.match.name)] ?? [])
  const sections = route.error ? [] : (route.sections ?? []).flatMap((type) => clientManifest.sections[type] ?? [])
  return [...new Set([clientManifest.script, ...clientManifest.preload, ...page, ...sections])]
}

/**
 * The islands' entry and its chunks (issue 38): what a page that waits for its visitor and shows
 * islands loads first, on the first sign of one. Empty for a page without islands.
 */
export function islandPreloads(route: BootData['route']): string[] {
  const names = route.error || !route.match ? [] : (ISLANDS_OF_PAGE[pageModuleOf(route.match.name)] ?? [])
  if (names.length === 0) return []
  return [clientManifest.islands.script, ...clientManifest.islands.preload]
}

/** What makes the loader start the app on a page that waits for the visitor (the first sign of a person there). */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin']
/**
 * The document's one early script (issue 17). It starts the app (a module list's entry and its
 * module preloads, each with the nonce, eight to a task: inserting all ~40 in one was a 40-50 ms
 * task of its own), so nothing waits on a chain of imports:
 * - `eager` (a signed-in visitor, edit mode, an error page, a personal page the server does not
 *   render whole: contract/routes.ts `renderedWhole`) and when the visitor has a cart (the header's
 *   count comes from the app): after the first contentful paint, or at load, or at once in a tab
 *   opened in the background, which never paints;
 * - otherwise (content pages and the cart for an anonymous visitor) nothing before the visitor's
 *   first sign of intent (a pointer, a touch, a key, a scroll or focus). Reading needs no
 *   JavaScript: the server's HTML is the page. A visitor who only reads loads none; Lighthouse,
 *   which never acts, sees none. On a page with islands (issue 38: the parts a first press must
 *   answer at once, client/islands) that first sign loads the islands, which ask for the app once
 *   hydrated; on any other page every control works before the app (native popovers, forms the
 *   edge answers: e2e/before-app.spec.ts checks it), so the first sign asks for the app too. Either
 *   way the app then loads when the browser is idle; a press that needs it starts it at once.
 * The entries wait for the whole document before hydrating.
 *
 * Until the page has hydrated it also:
 * - holds back a button, a checkbox or a radio pressed that needs the app, and a form submitted to
 *   the browser itself (every form but those with a `method`, which work without the app: the
 *   browser would send it as a GET with its fields in the address, a password included), starts
 *   what answers it at once (the islands for a press in an island, else the app), and leaves them
 *   in `window[PENDING_ACTIONS_KEY]` for that to replay once hydrated (app/pending-actions.ts).
 *   What works natively is never held (issue 38): a summary, a popover's button (the menu, the
 *   search), and a form with a `method` with its submit buttons, radios and checkboxes; the app
 *   then takes over from the state the browser left. Neither is a press in an island already
 *   hydrated: its own root answers it;
 * - marks <html> when a cookie choice is stored, so the server-rendered notice never shows to
 *   someone who already chose (the app decides once it runs).
 */
function appLoader(modules: string[], islands: string[], eager: boolean): string {
  const dataset = (name: string) => `h.dataset.${name}`
  const hydrated = `${dataset(HYDRATED_DATASET)}==='true'`
  const inIsland = (attribute: string) => `e.target.closest&&e.target.closest('[${attribute}]')`
  return `(function(){var m=${serializeForScript(modules)},s=${serializeForScript(islands)},eager=${eager},n=document.currentScript.nonce,h=document.documentElement,d=false,di=false,q=window.${PENDING_ACTIONS_KEY}=[];\
function add(m,i){for(var f=document.createDocumentFragment(),j=i;j<m.length&&j<i+8;j++){var e=document.createElement(j?'link':'script');if(j){e.rel='modulepreload';e.href=m[j]}else{e.type='module';e.src=m[j]}e.nonce=n;f.appendChild(e)}document.head.appendChild(f);if(j<m.length)setTimeout(add,0,m,j)}\
function go(){if(d)return;d=true;add(m,0)}\
function idle(){window.requestIdleCallback?requestIdleCallback(go,{timeout:3000}):setTimeout(go,200)}\
function first(){if(di)return;di=true;if(s.length)add(s,0);else idle()}\
addEventListener(${serializeForScript(APP_WANTED_EVENT)},idle);\
function hold(e,t,i){e.preventDefault();e.stopPropagation();if(q.indexOf(t)<0)q.push(t);${dataset(PENDING_DATASET)}='';if(i&&s.length&&!eager)first();else go()}\
document.addEventListener('submit',function(e){if(!(${hydrated})&&!e.target.hasAttribute('method')&&!(${inIsland(ISLAND_HYDRATED_ATTR)}))hold(e,e.target,${inIsland(ISLAND_ATTR)})},true);\
document.addEventListener('click',function(e){if(${hydrated}||${inIsland(ISLAND_HYDRATED_ATTR)})return;var t=e.target.closest&&e.target.closest(${serializeForScript(HELD_CONTROLS)});if(t&&!(${NATIVE_CONTROL}))hold(e,t,${inIsland(ISLAND_ATTR)})},true);\
try{if(localStorage.getItem(${serializeForScript(COOKIE_CONSENT_KEY)}))${dataset(COOKIE_CHOICE_DATASET)}='';if(localStorage.getItem(${serializeForScript(CART_HINT_KEY)}))eager=true}catch(e){}\
if(!eager)return ${serializeForScript(INTENT_EVENTS)}.forEach(function(t){addEventListener(t,first,{capture:true,passive:true,once:true})});\
if(document.visibilityState==='hidden')return go();\
addEventListener('load',go);\
try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}});o.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}})()`
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
  const image = socialImage(head.image)
  const modules = editing ? [...modulePreloads(route), ...clientManifest.editor.modules] : modulePreloads(route)
  const styles = editing ? [...clientManifest.styles, ...clientManifest.editor.styles] : clientManifest.styles
  const eager =
    editing ||
    boot.viewer !== null ||
    (route.error ? route.error.status !== 404 : route.match !== null && !routeEntry(route.match.name).renderedWhole)
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
        <meta property="og:image" content={absoluteUrl(origin, image.path)} />
        <meta property="og:image:type" content={image.type} />
        <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
        <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
        {(head.meta ?? []).map((tag) => (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ))}
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: appLoader(modules, islandPreloads(route), eager) }} />
        {(head.jsonLd ?? []).map((entry, index) => (
          <script
            key={index}
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: serializeForScript(absoluteJsonLd(entry, origin)) }}
          />
        ))}
      </head>
      <body>
        <div id={ROOT_ELEMENT_ID}>{children}</div>
        <script
          type="application/json"
          id={BOOT_SCRIPT_ID}
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeForScript(boot) }}
        />
        <script
          type="application/json"
          id={MESSAGES_SCRIPT_ID}
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeForScript(messages) }}
        />
      </body>
    </html>
  )
}

import type { Locale } from '../../../../contract/locales'
import type {
  CookieElementOptions,
  FooterElementOptions,
  HeaderElementOptions,
  NavigationLinkType,
} from '../../../../contract/dto/cms'

/** Layout elements (header, footer, cookie notice) and navigation trees of the studio site. */

export const HEADER: Record<Locale, HeaderElementOptions> = {
  hr: { contactPage: { label: 'Kontakt', href: '/kontakt' } },
  en: { contactPage: { label: 'Contact', href: '/en/contact' } },
}

const SOCIAL: FooterElementOptions['socialItems'] = [
  { icon: 'facebook', link: 'https://www.facebook.com/izlogstudio', label: 'Facebook' },
  { icon: 'instagram', link: 'https://www.instagram.com/izlogstudio', label: 'Instagram' },
  { icon: 'linkedin', link: 'https://www.linkedin.com/company/izlog', label: 'LinkedIn' },
  { icon: 'youtube', link: 'https://www.youtube.com/@izlogstudio', label: 'YouTube' },
  { icon: 'x', link: 'https://x.com/izlogstudio', label: 'X' },
]

export const FOOTER: Record<Locale, FooterElementOptions> = {
  hr: {
    footer1: 'Trgovina',
    footer2: 'Studio',
    footer3: 'Pomoć',
    footer4: 'Naše igre',
    credits: '© izlog d.o.o., Zagreb. Sva prava pridržana.',
    socialItems: SOCIAL,
    newsletter: {
      title: 'Prijavite se na newsletter',
      body: 'Jednom mjesečno: nove igre, popusti i vijesti iz studija. Bez spama.',
      thankYouTitle: 'Hvala na prijavi!',
      thankYouBody: 'Prvi newsletter stiže početkom idućeg mjeseca.',
    },
  },
  en: {
    footer1: 'Shop',
    footer2: 'Studio',
    footer3: 'Help',
    footer4: 'Our games',
    credits: '© izlog d.o.o., Zagreb. All rights reserved.',
    socialItems: SOCIAL,
    newsletter: {
      title: 'Sign up for the newsletter',
      body: 'Once a month: new games, discounts and studio news. No spam.',
      thankYouTitle: 'Thanks for signing up!',
      thankYouBody: 'The first newsletter arrives early next month.',
    },
  },
}

export const COOKIE: Record<Locale, CookieElementOptions> = {
  hr: {
    title: 'Kolačići',
    text: 'Koristimo nužne kolačiće za rad košarice i prijave. Uz vaš pristanak koristimo i kolačiće za analitiku i marketing.',
    acceptLabel: 'Prihvaćam',
    rejectLabel: 'Samo nužni',
    settingsLabel: 'Postavke',
    policyLink: { label: 'Politika privatnosti', href: '/politika-privatnosti' },
    categories: {
      necessary: {
        label: 'Nužni',
        description: 'Potrebni za košaricu, prijavu i sigurnost stranice. Ne mogu se isključiti.',
      },
      marketing: { label: 'Marketing', description: 'Pomažu nam prikazati relevantne ponude na drugim stranicama.' },
      analytics: {
        label: 'Analitika',
        description: 'Anonimni podaci o posjetima koji nam pomažu poboljšati stranicu.',
      },
    },
  },
  en: {
    title: 'Cookies',
    text: 'We use necessary cookies for the cart and sign-in. With your consent we also use analytics and marketing cookies.',
    acceptLabel: 'Accept',
    rejectLabel: 'Necessary only',
    settingsLabel: 'Settings',
    policyLink: { label: 'Privacy policy', href: '/en/privacy-policy' },
    categories: {
      necessary: {
        label: 'Necessary',
        description: 'Needed for the cart, sign-in and site security. They cannot be switched off.',
      },
      marketing: { label: 'Marketing', description: 'Help us show relevant offers on other sites.' },
      analytics: { label: 'Analytics', description: 'Anonymous visit data that helps us improve the site.' },
    },
  },
}

export interface SeedLink {
  id: number
  parentId: number | null
  position: number
  type: NavigationLinkType
  /** post/page id, product id, category id or term id by type. */
  ref?: number
  target?: '_self' | '_blank'
  hr: { name: string; href?: string }
  en: { name: string; href?: string }
}

export const NAVIGATIONS: Array<{ id: number; handler: string; title: string; links: SeedLink[] }> = [
  {
    id: 1,
    handler: 'main',
    title: 'Glavna navigacija',
    links: [
      {
        id: 1,
        parentId: null,
        position: 1,
        type: 'custom',
        hr: { name: 'Trgovina', href: '/shop' },
        en: { name: 'Shop', href: '/en/shop' },
      },
      { id: 2, parentId: 1, position: 1, type: 'category', ref: 1, hr: { name: 'Igre' }, en: { name: 'Games' } },
      { id: 3, parentId: 1, position: 2, type: 'category', ref: 2, hr: { name: 'VR oprema' }, en: { name: 'VR gear' } },
      { id: 4, parentId: 1, position: 3, type: 'category', ref: 3, hr: { name: 'Odjeća' }, en: { name: 'Apparel' } },
      { id: 5, parentId: 1, position: 4, type: 'category', ref: 6, hr: { name: 'Posteri' }, en: { name: 'Posters' } },
      { id: 6, parentId: 1, position: 5, type: 'category', ref: 7, hr: { name: 'Paketi' }, en: { name: 'Bundles' } },
      { id: 7, parentId: 1, position: 6, type: 'category', ref: 8, hr: { name: 'Digitalno' }, en: { name: 'Digital' } },
      { id: 8, parentId: null, position: 2, type: 'page', ref: 4, hr: { name: 'Usluge' }, en: { name: 'Services' } },
      {
        id: 9,
        parentId: null,
        position: 3,
        type: 'custom',
        hr: { name: 'Objave', href: '/objave' },
        en: { name: 'Blog', href: '/en/blog' },
      },
      { id: 10, parentId: 9, position: 1, type: 'term', ref: 2, hr: { name: 'Igre' }, en: { name: 'Games' } },
      {
        id: 11,
        parentId: 9,
        position: 2,
        type: 'term',
        ref: 3,
        hr: { name: 'VR tehnologija' },
        en: { name: 'VR tech' },
      },
      { id: 12, parentId: 9, position: 3, type: 'term', ref: 1, hr: { name: 'Novosti' }, en: { name: 'News' } },
      { id: 13, parentId: null, position: 4, type: 'page', ref: 2, hr: { name: 'O nama' }, en: { name: 'About us' } },
    ],
  },
  {
    id: 2,
    handler: 'footer1',
    title: 'Podnožje 1 – trgovina',
    links: [
      { id: 20, parentId: null, position: 1, type: 'category', ref: 1, hr: { name: 'Igre' }, en: { name: 'Games' } },
      {
        id: 21,
        parentId: null,
        position: 2,
        type: 'category',
        ref: 2,
        hr: { name: 'VR oprema' },
        en: { name: 'VR gear' },
      },
      {
        id: 22,
        parentId: null,
        position: 3,
        type: 'category',
        ref: 3,
        hr: { name: 'Odjeća' },
        en: { name: 'Apparel' },
      },
      {
        id: 23,
        parentId: null,
        position: 4,
        type: 'category',
        ref: 8,
        hr: { name: 'Digitalno' },
        en: { name: 'Digital' },
      },
    ],
  },
  {
    id: 3,
    handler: 'footer2',
    title: 'Podnožje 2 – studio',
    links: [
      { id: 30, parentId: null, position: 1, type: 'page', ref: 2, hr: { name: 'O nama' }, en: { name: 'About us' } },
      { id: 31, parentId: null, position: 2, type: 'page', ref: 4, hr: { name: 'Usluge' }, en: { name: 'Services' } },
      { id: 32, parentId: null, position: 3, type: 'page', ref: 5, hr: { name: 'Karijere' }, en: { name: 'Careers' } },
      {
        id: 33,
        parentId: null,
        position: 4,
        type: 'custom',
        hr: { name: 'Objave', href: '/objave' },
        en: { name: 'Blog', href: '/en/blog' },
      },
    ],
  },
  {
    id: 4,
    handler: 'footer3',
    title: 'Podnožje 3 – pomoć',
    links: [
      { id: 40, parentId: null, position: 1, type: 'page', ref: 3, hr: { name: 'Kontakt' }, en: { name: 'Contact' } },
      {
        id: 41,
        parentId: null,
        position: 2,
        type: 'page',
        ref: 7,
        hr: { name: 'Uvjeti prodaje' },
        en: { name: 'Terms of sale' },
      },
      {
        id: 42,
        parentId: null,
        position: 3,
        type: 'page',
        ref: 6,
        hr: { name: 'Politika privatnosti' },
        en: { name: 'Privacy policy' },
      },
      {
        id: 43,
        parentId: null,
        position: 4,
        type: 'custom',
        hr: { name: 'Moj profil', href: '/profil' },
        en: { name: 'My profile', href: '/en/profile' },
      },
    ],
  },
  {
    id: 5,
    handler: 'footer4',
    title: 'Podnožje 4 – igre',
    links: [
      {
        id: 50,
        parentId: null,
        position: 1,
        type: 'product',
        ref: 1,
        hr: { name: 'Duboko more VR' },
        en: { name: 'Deep Sea VR' },
      },
      {
        id: 51,
        parentId: null,
        position: 2,
        type: 'product',
        ref: 3,
        hr: { name: 'Bura: Pilot oluje' },
        en: { name: 'Bora: Storm Pilot' },
      },
      {
        id: 52,
        parentId: null,
        position: 3,
        type: 'product',
        ref: 7,
        hr: { name: 'Sjene Dioklecijana' },
        en: { name: 'Shadows of Diocletian' },
      },
      {
        id: 53,
        parentId: null,
        position: 4,
        type: 'product',
        ref: 6,
        hr: { name: 'Orbitalna radionica' },
        en: { name: 'Orbital Workshop' },
      },
    ],
  },
]

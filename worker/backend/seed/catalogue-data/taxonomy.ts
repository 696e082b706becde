import type { AttributeInputType } from '../../../../contract/dto/catalogue'

export interface SeedText {
  name: string
  slug: string
  description?: string
}

export interface SeedCategory {
  id: number
  parentId: number | null
  position: number
  hue: number
  hr: SeedText
  en: SeedText
}

/** Category images use media ids 1900 + category id. */
export const CATEGORY_MEDIA_BASE = 1900

export const CATEGORIES: SeedCategory[] = [
  {
    id: 1,
    parentId: null,
    position: 1,
    hue: 200,
    hr: { name: 'Igre', slug: 'igre', description: 'VR i PC igre našeg studija, razvijene u Zagrebu i Splitu.' },
    en: { name: 'Games', slug: 'games', description: 'VR and PC games made by our studio in Zagreb and Split.' },
  },
  {
    id: 2,
    parentId: null,
    position: 2,
    hue: 260,
    hr: {
      name: 'VR oprema',
      slug: 'vr-oprema',
      description: 'Naočale, kontroleri i sve što vam treba za udobno igranje u virtualnoj stvarnosti.',
    },
    en: {
      name: 'VR gear',
      slug: 'vr-gear',
      description: 'Headsets, controllers and everything you need for comfortable play in virtual reality.',
    },
  },
  {
    id: 3,
    parentId: null,
    position: 3,
    hue: 20,
    hr: { name: 'Odjeća', slug: 'odjeca', description: 'Majice i hoodice s motivima iz naših igara.' },
    en: { name: 'Apparel', slug: 'apparel', description: 'T-shirts and hoodies featuring art from our games.' },
  },
  {
    id: 4,
    parentId: 3,
    position: 1,
    hue: 30,
    hr: { name: 'Majice', slug: 'majice', description: 'Majice od organskog pamuka, tiskane u Hrvatskoj.' },
    en: { name: 'T-shirts', slug: 't-shirts', description: 'Organic cotton T-shirts, printed in Croatia.' },
  },
  {
    id: 5,
    parentId: 3,
    position: 2,
    hue: 340,
    hr: { name: 'Hoodice', slug: 'hoodice', description: 'Tople hoodice za duge noći razvoja i igranja.' },
    en: { name: 'Hoodies', slug: 'hoodies', description: 'Warm hoodies for long nights of making and playing games.' },
  },
  {
    id: 6,
    parentId: null,
    position: 4,
    hue: 180,
    hr: { name: 'Posteri', slug: 'posteri', description: 'Numerirani otisci konceptualne umjetnosti naših igara.' },
    en: { name: 'Posters', slug: 'posters', description: 'Numbered prints of concept art from our games.' },
  },
  {
    id: 7,
    parentId: null,
    position: 5,
    hue: 120,
    hr: { name: 'Paketi', slug: 'paketi', description: 'Povoljniji kompleti opreme, igara i odjeće.' },
    en: { name: 'Bundles', slug: 'bundles', description: 'Better-value sets of gear, games and apparel.' },
  },
  {
    id: 8,
    parentId: null,
    position: 6,
    hue: 290,
    hr: {
      name: 'Digitalno',
      slug: 'digitalno',
      description: 'Digitalni proizvodi: igre, glazba, knjige i poklon bonovi, odmah dostupni.',
    },
    en: {
      name: 'Digital',
      slug: 'digital',
      description: 'Digital goods: games, music, books and gift cards, available instantly.',
    },
  },
  {
    id: 9,
    parentId: 8,
    position: 1,
    hue: 310,
    hr: { name: 'Glazba iz igara', slug: 'glazba-iz-igara', description: 'Originalna glazba iz naših igara.' },
    en: { name: 'Soundtracks', slug: 'soundtracks', description: 'Original music from our games.' },
  },
  {
    id: 10,
    parentId: 2,
    position: 1,
    hue: 240,
    hr: { name: 'Dodaci', slug: 'dodaci', description: 'Maske, remeni, kabeli i punjači.' },
    en: { name: 'Accessories', slug: 'accessories', description: 'Face covers, straps, cables and chargers.' },
  },
]

export interface SeedTag {
  id: number
  hr: SeedText
  en: SeedText
}

export const TAGS: SeedTag[] = [
  { id: 1, hr: { name: 'Novo', slug: 'novo' }, en: { name: 'New', slug: 'new' } },
  { id: 2, hr: { name: 'Najprodavanije', slug: 'najprodavanije' }, en: { name: 'Bestseller', slug: 'bestseller' } },
  { id: 3, hr: { name: 'VR', slug: 'vr' }, en: { name: 'VR', slug: 'vr-ready' } },
  {
    id: 4,
    hr: { name: 'Za cijelu obitelj', slug: 'za-cijelu-obitelj' },
    en: { name: 'Family friendly', slug: 'family-friendly' },
  },
  { id: 5, hr: { name: 'Kolekcionarsko', slug: 'kolekcionarsko' }, en: { name: 'Collectors', slug: 'collectors' } },
  { id: 6, hr: { name: 'Ideje za poklon', slug: 'ideje-za-poklon' }, en: { name: 'Gift ideas', slug: 'gift-ideas' } },
  { id: 7, hr: { name: 'Akcija', slug: 'akcija' }, en: { name: 'On sale', slug: 'on-sale' } },
  {
    id: 8,
    hr: { name: 'Hrvatski razvoj', slug: 'hrvatski-razvoj' },
    en: { name: 'Made in Croatia', slug: 'made-in-croatia' },
  },
]

export interface SeedAttributeValue {
  id: number
  hr: string
  en: string
  swatch?: string
  isDefault?: boolean
}

export interface SeedAttribute {
  id: number
  code: string
  inputType: AttributeInputType
  hr: string
  en: string
  filterable: boolean
  customClass: string
  values: SeedAttributeValue[]
}

export const ATTR = {
  platform: 1,
  genre: 2,
  size: 3,
  colour: 4,
  material: 5,
  ageRating: 6,
  players: 7,
  vrRequired: 8,
  releaseDate: 9,
} as const

export const ATTRIBUTES: SeedAttribute[] = [
  {
    id: ATTR.platform,
    code: 'platform',
    inputType: 'multipleSelect',
    hr: 'Platforma',
    en: 'Platform',
    filterable: true,
    customClass: '',
    values: [
      { id: 101, hr: 'Meta Quest', en: 'Meta Quest' },
      { id: 102, hr: 'SteamVR', en: 'SteamVR' },
      { id: 103, hr: 'PlayStation VR2', en: 'PlayStation VR2' },
      { id: 104, hr: 'Windows (bez VR-a)', en: 'Windows (flat screen)' },
      { id: 105, hr: 'Izlog Vizor', en: 'Izlog Vizor' },
    ],
  },
  {
    id: ATTR.genre,
    code: 'genre',
    inputType: 'dropdown',
    hr: 'Žanr',
    en: 'Genre',
    filterable: true,
    customClass: '',
    values: [
      { id: 201, hr: 'Avantura', en: 'Adventure' },
      { id: 202, hr: 'Simulacija', en: 'Simulation' },
      { id: 203, hr: 'Logička', en: 'Puzzle' },
      { id: 204, hr: 'Akcija', en: 'Action' },
      { id: 205, hr: 'Ritam', en: 'Rhythm' },
      { id: 206, hr: 'Edukativna', en: 'Educational' },
      { id: 207, hr: 'Opuštajuća', en: 'Relaxing' },
    ],
  },
  {
    id: ATTR.size,
    code: 'size',
    inputType: 'textSwatch',
    hr: 'Veličina',
    en: 'Size',
    filterable: true,
    customClass: 'swatch-size',
    values: [
      { id: 301, hr: 'S', en: 'S', swatch: 'S' },
      { id: 302, hr: 'M', en: 'M', swatch: 'M', isDefault: true },
      { id: 303, hr: 'L', en: 'L', swatch: 'L' },
      { id: 304, hr: 'XL', en: 'XL', swatch: 'XL' },
      { id: 305, hr: 'XXL', en: 'XXL', swatch: 'XXL' },
    ],
  },
  {
    id: ATTR.colour,
    code: 'colour',
    inputType: 'visualSwatch',
    hr: 'Boja',
    en: 'Colour',
    filterable: true,
    customClass: 'swatch-colour',
    values: [
      { id: 401, hr: 'Crna', en: 'Black', swatch: '#14171c', isDefault: true },
      { id: 402, hr: 'Bijela', en: 'White', swatch: '#f4f4f0' },
      { id: 403, hr: 'Jadranska plava', en: 'Adriatic blue', swatch: '#1d6fa5' },
      { id: 404, hr: 'Narančasta', en: 'Sunset orange', swatch: '#f0812a' },
      { id: 405, hr: 'Maslinasta', en: 'Olive green', swatch: '#6b7b3a' },
    ],
  },
  {
    id: ATTR.material,
    code: 'material',
    inputType: 'dropdown',
    hr: 'Materijal',
    en: 'Material',
    filterable: true,
    customClass: '',
    values: [
      { id: 501, hr: 'Organski pamuk', en: 'Organic cotton' },
      { id: 502, hr: 'Pamuk i poliester', en: 'Cotton and polyester' },
      { id: 503, hr: 'Mat papir 200 g', en: 'Matte paper 200 gsm' },
      { id: 504, hr: 'Plastika i aluminij', en: 'Plastic and aluminium' },
      { id: 505, hr: 'Silikon', en: 'Silicone' },
      { id: 506, hr: 'Najlon', en: 'Nylon' },
    ],
  },
  {
    id: ATTR.ageRating,
    code: 'age_rating',
    inputType: 'dropdown',
    hr: 'Dobna oznaka',
    en: 'Age rating',
    filterable: true,
    customClass: '',
    values: [
      { id: 601, hr: 'PEGI 3', en: 'PEGI 3' },
      { id: 602, hr: 'PEGI 7', en: 'PEGI 7' },
      { id: 603, hr: 'PEGI 12', en: 'PEGI 12' },
      { id: 604, hr: 'PEGI 16', en: 'PEGI 16' },
    ],
  },
  {
    id: ATTR.players,
    code: 'players',
    inputType: 'numberField',
    hr: 'Broj igrača',
    en: 'Players',
    filterable: true,
    customClass: '',
    values: [],
  },
  {
    id: ATTR.vrRequired,
    code: 'vr_required',
    inputType: 'yesNo',
    hr: 'Potreban VR',
    en: 'VR required',
    filterable: true,
    customClass: '',
    values: [
      { id: 801, hr: 'Da', en: 'Yes' },
      { id: 802, hr: 'Ne', en: 'No' },
    ],
  },
  {
    id: ATTR.releaseDate,
    code: 'release_date',
    inputType: 'date',
    hr: 'Datum izlaska',
    en: 'Release date',
    filterable: false,
    customClass: '',
    values: [],
  },
]

import type { ProductType } from '../../../../contract/dto/catalogue'
import type { Motif } from './artwork'
import { ATTR } from './taxonomy'

export interface SeedProductText {
  name: string
  slug: string
  short: string
  /** Body paragraphs; the seeder wraps them (and the feature list) in HTML. */
  body: string[]
  features: string[]
}

export interface SeedCustomOption {
  id: number
  type: 'text' | 'number'
  required: boolean
  /** Values; the first label is the option label. */
  values: Array<{ id: number; hr: string; en: string }>
}

export interface SeedProduct {
  id: number
  type: ProductType
  sku: string
  hr: SeedProductText
  en: SeedProductText
  retail: number
  discount?: number
  membership?: number
  taxRate?: number
  priority: number
  featured?: boolean
  archived?: boolean
  visible?: boolean
  /** undefined = unlimited (digital). */
  stock?: number
  manufacturer?: string
  brand?: string
  categories: number[]
  tags: number[]
  /** [attribute id, value id] */
  values?: Array<[number, number]>
  /** [attribute id, number] */
  numbers?: Array<[number, number]>
  /** [attribute id, text] (dates) */
  texts?: Array<[number, string]>
  art: { hue: number; motif: Motif }
  /** Extra images beyond the first. */
  extraImages?: number
  crossSells?: number[]
  /** [component id, qty] */
  components?: Array<[number, number]>
  options?: SeedCustomOption[]
  /** [days ago, final price at that time] */
  history?: Array<[number, number]>
  /** Configurable: colour value ids; variants are every size × colour. */
  colours?: number[]
}

/** Media ids: first image 1000 + id, second image 1100 + id, variant colour images 1400 + id × 5 + colour index. */
export const MEDIA_BASE = { main: 1000, extra: 1100, colour: 1400 } as const
export const SIZES = [301, 302, 303, 304, 305] as const
/** Variant ids: main id × 100 + size index × 10 + colour index (e.g. 2213 = product 22, size 1, colour 3). */
export const variantId = (mainId: number, sizeIndex: number, colourIndex: number) => mainId * 100 + sizeIndex * 10 + colourIndex

const STUDIO = 'Izlog Studio'
const HW = 'Izlog Hardware'
const PRINT = 'Tiskara Kvarner'
const GAME_TAGS = [3, 8]
const game = (platforms: number[], genre: number[], age: number, vr: boolean): Array<[number, number]> => [
  ...platforms.map((p): [number, number] => [ATTR.platform, p]),
  ...genre.map((g): [number, number] => [ATTR.genre, g]),
  [ATTR.ageRating, age],
  [ATTR.vrRequired, vr ? 801 : 802],
]
const posterOption = (id: number): SeedCustomOption => ({
  id,
  type: 'number',
  required: false,
  values: [
    { id: id * 10, hr: 'Broj otiska (1–100)', en: 'Print number (1–100)' },
    { id: id * 10 + 1, hr: 'Ostavite prazno za sljedeći slobodan broj', en: 'Leave empty for the next free number' },
  ],
})

export const PRODUCTS: SeedProduct[] = [
  {
    id: 1, type: 'eProduct', sku: 'IZL-G-DUBOKO', priority: 50, featured: true, retail: 29.99, discount: 22.49, membership: 19.99,
    hr: { name: 'Izlog: Duboko more VR', slug: 'izlog-duboko-more-vr', short: 'Zaronite u Jadran kakav još niste vidjeli: podvodna avantura u virtualnoj stvarnosti.', body: ['Istražite potopljene brodove, špilje i grebene Jadrana uz pomoć ronilačkog robota Kuke. Svaka lokacija izrađena je prema stvarnim arheološkim nalazištima.', 'Igra traje oko osam sati, a način slobodnog ronjenja ostaje otvoren i nakon završetka priče.'], features: ['12 podvodnih lokacija', 'Igranje sjedeći ili stojeći', 'Hrvatski i engleski glasovi'] },
    en: { name: 'Izlog: Deep Sea VR', slug: 'izlog-deep-sea-vr', short: 'Dive into an Adriatic you have never seen: an underwater adventure in virtual reality.', body: ['Explore sunken ships, caves and reefs of the Adriatic with Kuka, your diving robot. Every site is modelled on a real archaeological location.', 'The story takes about eight hours, and free-dive mode stays open after the credits.'], features: ['12 underwater locations', 'Seated or standing play', 'Croatian and English voice acting'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS, 2, 7], values: game([101, 102, 105], [201], 602, true), numbers: [[ATTR.players, 1]], texts: [[ATTR.releaseDate, '2024-05-16']],
    art: { hue: 195, motif: 'game' }, extraImages: 1, crossSells: [11, 22, 27, 15], history: [[45, 19.99], [28, 29.99], [12, 22.49]],
  },
  {
    id: 2, type: 'eProduct', sku: 'IZL-G-SVJETIONIK', priority: 20, retail: 19.99,
    hr: { name: 'Svjetionik na rubu', slug: 'svjetionik-na-rubu', short: 'Logička igra o čuvaru svjetionika koji svake noći mora preusmjeriti svjetlo.', body: ['Na osamljenom otoku okrećete zrcala, leće i zupčanike kako biste brodove doveli u luku prije oluje.', 'Šezdeset zagonetki raspoređeno je kroz četiri godišnja doba.'], features: ['60 zagonetki', 'Podrška za igranje jednom rukom', 'Opuštajuća glazba'] },
    en: { name: 'Lighthouse at the Edge', slug: 'lighthouse-at-the-edge', short: 'A puzzle game about a lighthouse keeper who must redirect the light every night.', body: ['On a lonely island you turn mirrors, lenses and gears to guide ships into the harbour before the storm.', 'Sixty puzzles are spread across four seasons.'], features: ['60 puzzles', 'One-handed play supported', 'Relaxing score'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS], values: game([101, 102], [203], 602, true), numbers: [[ATTR.players, 1]], texts: [[ATTR.releaseDate, '2022-11-03']],
    art: { hue: 45, motif: 'game' }, crossSells: [30, 25],
  },
  {
    id: 3, type: 'eProduct', sku: 'IZL-G-BURA', priority: 45, retail: 34.99, discount: 27.99,
    hr: { name: 'Bura: Pilot oluje', slug: 'bura-pilot-oluje', short: 'Simulacija letenja hidroavionom kroz najjaču buru na Jadranu.', body: ['Kao pilot obalne službe dostavljate lijekove, spašavate jedriličare i slijećete na valove pri udarima vjetra od 150 km/h.', 'Fizika leta razvijena je s instruktorima letenja iz Zadra.'], features: ['Realistična fizika vjetra', 'Podrška za upravljačke palice', 'Kampanja i slobodni let'] },
    en: { name: 'Bora: Storm Pilot', slug: 'bora-storm-pilot', short: 'A seaplane flight simulation through the fiercest bora wind on the Adriatic.', body: ['As a coastal service pilot you deliver medicine, rescue sailors and land on the waves in gusts of 150 km/h.', 'The flight model was developed with flight instructors from Zadar.'], features: ['Realistic wind physics', 'Flight stick support', 'Campaign and free flight'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS, 7], values: game([101, 102, 104], [202], 603, false), numbers: [[ATTR.players, 1]], texts: [[ATTR.releaseDate, '2025-02-20']],
    art: { hue: 215, motif: 'game' }, extraImages: 1, crossSells: [12, 29, 24], history: [[40, 34.99], [20, 24.99], [14, 34.99], [3, 27.99]],
  },
  {
    id: 4, type: 'eProduct', sku: 'IZL-G-ZIDINE', priority: 30, retail: 24.99,
    hr: { name: 'Dubrovačke zidine', slug: 'dubrovacke-zidine', short: 'Obrazovna avantura kroz sedam stoljeća povijesti Dubrovnika.', body: ['Šetajte zidinama u različitim razdobljima, od gradnje tvrđave Minčeta do danas, i otkrivajte priče stanovnika Grada.', 'Izrađeno u suradnji s povjesničarima; prikladno za škole.'], features: ['7 povijesnih razdoblja', 'Način za učionicu', 'Titlovi na 6 jezika'] },
    en: { name: 'Walls of Dubrovnik', slug: 'walls-of-dubrovnik', short: 'An educational adventure through seven centuries of Dubrovnik history.', body: ['Walk the walls in different eras, from the building of Minčeta fortress to the present day, and uncover the stories of the people of the City.', 'Made together with historians; suitable for schools.'], features: ['7 historical eras', 'Classroom mode', 'Subtitles in 6 languages'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS, 4], values: game([101, 102, 103], [201, 206], 601, true), numbers: [[ATTR.players, 1]], texts: [[ATTR.releaseDate, '2023-09-01']],
    art: { hue: 30, motif: 'game' }, crossSells: [34],
  },
  {
    id: 5, type: 'eProduct', sku: 'IZL-G-NERETVA', priority: 15, retail: 14.99,
    hr: { name: 'Ritam Neretve', slug: 'ritam-neretve', short: 'Ritmička igra u kojoj veslate lađom kroz delte u ritmu glazbe.', body: ['Udarajte veslima u ritmu tradicionalnih i elektroničkih pjesama dok lađa klizi kroz kanale doline Neretve.', 'Igrajte sami ili u dvoje na istom uređaju.'], features: ['30 pjesama', 'Lokalni način za dva igrača', 'Ljestvice rezultata'] },
    en: { name: 'Neretva Rhythm', slug: 'neretva-rhythm', short: 'A rhythm game where you row a traditional boat through the delta to the beat.', body: ['Strike the oars to the beat of traditional and electronic songs as your boat glides through the canals of the Neretva valley.', 'Play alone or as a pair on the same device.'], features: ['30 songs', 'Local two-player mode', 'Leaderboards'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS, 4], values: game([101, 103, 104], [205], 601, false), numbers: [[ATTR.players, 2]], texts: [[ATTR.releaseDate, '2021-06-10']],
    art: { hue: 140, motif: 'game' },
  },
  {
    id: 6, type: 'eProduct', sku: 'IZL-G-ORBITA', priority: 35, retail: 39.99,
    hr: { name: 'Orbitalna radionica', slug: 'orbitalna-radionica', short: 'Kooperativna simulacija gradnje svemirske stanice za do četiri igrača.', body: ['Zajedno s prijateljima sastavljate module, spajate napajanje i popravljate kvarove u bestežinskom stanju.', 'Igra radi i na običnom zaslonu, a VR igrači i oni bez VR-a mogu igrati zajedno.'], features: ['Suradnja do 4 igrača', 'Mješovito VR i ne-VR igranje', 'Uređivač misija'] },
    en: { name: 'Orbital Workshop', slug: 'orbital-workshop', short: 'A co-op space station building simulation for up to four players.', body: ['Together with friends you assemble modules, connect power and fix failures in zero gravity.', 'It also runs on a flat screen, and VR and non-VR players can play together.'], features: ['Co-op for up to 4 players', 'Mixed VR and flat play', 'Mission editor'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS, 1], values: game([102, 104], [202], 602, false), numbers: [[ATTR.players, 4]], texts: [[ATTR.releaseDate, '2026-03-12']],
    art: { hue: 260, motif: 'game' }, crossSells: [16, 21],
  },
  {
    id: 7, type: 'eProduct', sku: 'IZL-G-DIOKLECIJAN', priority: 48, featured: true, retail: 44.99, discount: 35.99,
    hr: { name: 'Sjene Dioklecijana', slug: 'sjene-dioklecijana', short: 'Akcijska avantura u podrumima Dioklecijanove palače.', body: ['Kao mlada kradljivica u Splitu 305. godine otkrivate urotu protiv cara. Borite se mačem i štitom, penjite se zidovima i rješavajte zagonetke.', 'Borbeni sustav osmišljen je za prirodne pokrete ruku u VR-u.'], features: ['Fizička borba mačem', 'Više od 15 sati priče', 'Vjerno rekonstruirana palača'] },
    en: { name: 'Shadows of Diocletian', slug: 'shadows-of-diocletian', short: 'An action adventure in the cellars of Diocletian’s Palace.', body: ['As a young thief in Split in the year 305 you uncover a plot against the emperor. Fight with sword and shield, climb walls and solve puzzles.', 'The combat system is designed for natural arm movements in VR.'], features: ['Physical sword combat', 'More than 15 hours of story', 'A faithfully reconstructed palace'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS, 2, 7], values: game([101, 102, 103, 105], [201, 204], 604, true), numbers: [[ATTR.players, 1]], texts: [[ATTR.releaseDate, '2025-10-30']],
    art: { hue: 5, motif: 'game' }, extraImages: 1, crossSells: [28, 15], history: [[60, 44.99], [18, 44.99], [6, 35.99]],
  },
  {
    id: 8, type: 'eProduct', sku: 'IZL-G-RIBAR', priority: 10, retail: 9.99,
    hr: { name: 'Mali ribar', slug: 'mali-ribar', short: 'Nježna igra pecanja za najmlađe, s pričom o ribaru Jurici i njegovom mačku.', body: ['Vozite brodicu uz obalu, upoznajte ribe Jadrana i skupljajte smeće iz mora kako biste očistili zaljev.', 'Bez nasilja, bez tajmera i bez kupnji unutar igre.'], features: ['Za djecu od 4 godine', 'Bez kupnji unutar igre', 'Atlas od 40 vrsta riba'] },
    en: { name: 'Little Fisher', slug: 'little-fisher', short: 'A gentle fishing game for the youngest, about Jurica the fisherman and his cat.', body: ['Sail your little boat along the coast, meet the fish of the Adriatic and collect litter to clean up the bay.', 'No violence, no timers and no in-game purchases.'], features: ['For children aged 4 and up', 'No in-game purchases', 'An atlas of 40 fish species'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS, 4], values: game([101, 105], [207], 601, true), numbers: [[ATTR.players, 2]], texts: [[ATTR.releaseDate, '2020-12-01']],
    art: { hue: 175, motif: 'game' },
  },
  {
    id: 9, type: 'eProduct', sku: 'IZL-G-TESLA', priority: 25, retail: 19.99,
    hr: { name: 'Tesla: Iskra', slug: 'tesla-iskra', short: 'Logička igra o elektricitetu u laboratoriju Nikole Tesle.', body: ['Spajajte zavojnice, kondenzatore i generatore kako biste ponovili Tesline pokuse, od okretnog magnetskog polja do bežičnog prijenosa energije.', 'Svaka razina prati stvarni fizikalni princip, objašnjen u kratkom animiranom zapisu.'], features: ['45 razina', 'Objašnjenja fizike', 'Igrivo bez VR-a'] },
    en: { name: 'Tesla: Spark', slug: 'tesla-spark', short: 'A puzzle game about electricity in Nikola Tesla’s laboratory.', body: ['Connect coils, capacitors and generators to recreate Tesla’s experiments, from the rotating magnetic field to wireless power.', 'Each level follows a real physical principle, explained in a short animated note.'], features: ['45 levels', 'Physics explainers', 'Playable without VR'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS, 1, 4], values: game([101, 104], [203, 206], 602, false), numbers: [[ATTR.players, 1]], texts: [[ATTR.releaseDate, '2026-01-22']],
    art: { hue: 55, motif: 'game' },
  },
  {
    id: 10, type: 'eProduct', sku: 'IZL-G-PLITVICE', priority: 12, retail: 17.99, discount: 12.99,
    hr: { name: 'Plitvice: Tihi tragovi', slug: 'plitvice-tihi-tragovi', short: 'Opuštajuća šetnja Plitvičkim jezerima s fotoaparatom u ruci.', body: ['Fotografirajte ptice, leptire i slapove kroz sva godišnja doba i složite vlastiti album parka.', 'Igra je pogodna za kratke, mirne sesije i igrače koji tek upoznaju VR.'], features: ['4 godišnja doba', 'Foto način s albumom', 'Udobno kretanje bez mučnine'] },
    en: { name: 'Plitvice: Quiet Trails', slug: 'plitvice-quiet-trails', short: 'A relaxing walk around the Plitvice Lakes with a camera in hand.', body: ['Photograph birds, butterflies and waterfalls through all four seasons and build your own album of the park.', 'Great for short, calm sessions and for players new to VR.'], features: ['4 seasons', 'Photo mode with album', 'Comfortable, nausea-free movement'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [1, 8], tags: [...GAME_TAGS, 4, 7], values: game([101, 102, 105], [207], 601, true), numbers: [[ATTR.players, 1]], texts: [[ATTR.releaseDate, '2023-04-18']],
    art: { hue: 160, motif: 'game' }, history: [[35, 17.99], [25, 17.99], [9, 12.99]],
  },
  {
    id: 11, type: 'eProduct', sku: 'IZL-OST-DUBOKO', priority: 8, retail: 9.99,
    hr: { name: 'Duboko more — originalna glazba', slug: 'duboko-more-originalna-glazba', short: 'Ambijentalna glazba iz igre Duboko more VR, 22 skladbe u FLAC i MP3 formatu.', body: ['Skladbe je snimio komorni sastav uz hidrofone spuštene u more kod Visa.'], features: ['22 skladbe', 'FLAC i MP3', 'Digitalna knjižica'] },
    en: { name: 'Deep Sea — Original Soundtrack', slug: 'deep-sea-original-soundtrack', short: 'Ambient music from Deep Sea VR, 22 tracks in FLAC and MP3.', body: ['Recorded by a chamber ensemble together with hydrophones lowered into the sea near Vis.'], features: ['22 tracks', 'FLAC and MP3', 'Digital booklet'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [8, 9], tags: [8], art: { hue: 200, motif: 'music' }, crossSells: [1],
  },
  {
    id: 12, type: 'eProduct', sku: 'IZL-OST-BURA', priority: 6, retail: 7.99,
    hr: { name: 'Bura — originalna glazba', slug: 'bura-originalna-glazba', short: 'Elektronička glazba iz simulacije Bura: Pilot oluje.', body: ['Četrnaest skladbi koje prate pojačavanje vjetra tijekom leta.'], features: ['14 skladbi', 'FLAC i MP3'] },
    en: { name: 'Bora — Original Soundtrack', slug: 'bora-original-soundtrack', short: 'Electronic music from Bora: Storm Pilot.', body: ['Fourteen tracks that swell with the wind during your flight.'], features: ['14 tracks', 'FLAC and MP3'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [8, 9], tags: [8], art: { hue: 225, motif: 'music' }, crossSells: [3],
  },
  {
    id: 13, type: 'eProduct', sku: 'IZL-ARTBOOK', priority: 18, retail: 14.99, taxRate: 5,
    hr: { name: 'Artbook: Deset godina Izloga', slug: 'artbook-deset-godina-izloga', short: 'Digitalna knjiga od 240 stranica s konceptualnom umjetnošću i skicama.', body: ['Od prvih skica na salvetama do završnih prizora: pogled iza kulisa svih naših igara.'], features: ['240 stranica', 'PDF i EPUB', 'Komentari autora'] },
    en: { name: 'Artbook: Ten Years of Izlog', slug: 'artbook-ten-years-of-izlog', short: 'A 240-page digital book of concept art and sketches.', body: ['From the first sketches on napkins to final scenes: a look behind the scenes of all our games.'], features: ['240 pages', 'PDF and EPUB', 'Artist commentary'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [8], tags: [5, 6], art: { hue: 330, motif: 'book' },
  },
  {
    id: 14, type: 'eProduct', sku: 'IZL-GIFT-50', priority: 5, retail: 50, taxRate: 0,
    hr: { name: 'Poklon bon 50 €', slug: 'poklon-bon-50', short: 'Digitalni poklon bon za cijelu trgovinu, šaljemo ga e-poštom.', body: ['Bon vrijedi godinu dana i može se iskoristiti za igre, opremu i odjeću.'], features: ['Vrijedi 12 mjeseci', 'Dostava e-poštom'] },
    en: { name: 'Gift card €50', slug: 'gift-card-50', short: 'A digital gift card for the whole shop, delivered by e-mail.', body: ['Valid for one year; use it for games, gear and apparel.'], features: ['Valid for 12 months', 'Delivered by e-mail'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [8], tags: [6], art: { hue: 350, motif: 'gift' },
  },
  {
    id: 15, type: 'simple', sku: 'IZL-HW-VIZOR-X1', priority: 60, featured: true, retail: 449, discount: 399, membership: 389, stock: 25,
    hr: { name: 'Izlog Vizor X1 VR naočale', slug: 'izlog-vizor-x1-vr-naocale', short: 'Samostalne VR naočale s 4K zaslonom i praćenjem ruku.', body: ['Vizor X1 ne treba računalo: ugrađeni procesor pokreće sve naše igre, a kabelom ga možete spojiti i na PC.', 'Lagano kućište od 480 g i mekani jastučići omogućuju dulje igranje.'], features: ['4K LCD, 120 Hz', 'Praćenje ruku i kontrolera', '128 GB memorije', 'Jamstvo 2 godine'] },
    en: { name: 'Izlog Vizor X1 VR headset', slug: 'izlog-vizor-x1-vr-headset', short: 'A standalone VR headset with a 4K display and hand tracking.', body: ['Vizor X1 needs no computer: its built-in processor runs all our games, and a cable connects it to a PC too.', 'A light 480 g shell and soft padding make long sessions comfortable.'], features: ['4K LCD, 120 Hz', 'Hand and controller tracking', '128 GB storage', '2-year warranty'] },
    manufacturer: HW, brand: 'Izlog', categories: [2], tags: [3, 2, 7], values: [[ATTR.material, 504], [ATTR.platform, 105]],
    art: { hue: 250, motif: 'headset' }, extraImages: 1, crossSells: [16, 17, 19, 20], history: [[50, 449], [30, 449], [10, 399]],
  },
  {
    id: 16, type: 'simple', sku: 'IZL-HW-GRIP', priority: 40, retail: 89, membership: 79, stock: 40,
    hr: { name: 'Kontroleri Izlog Grip (par)', slug: 'kontroleri-izlog-grip-par', short: 'Par kontrolera s haptikom visoke razlučivosti.', body: ['Ergonomski oblik, punjive baterije za 12 sati igranja i precizni okidači.'], features: ['Haptika visoke razlučivosti', '12 h baterije', 'USB-C punjenje'] },
    en: { name: 'Izlog Grip controllers (pair)', slug: 'izlog-grip-controllers-pair', short: 'A pair of controllers with high-definition haptics.', body: ['Ergonomic shape, rechargeable batteries for 12 hours of play and precise triggers.'], features: ['High-definition haptics', '12 h battery', 'USB-C charging'] },
    manufacturer: HW, brand: 'Izlog', categories: [2], tags: [3], values: [[ATTR.material, 504]], art: { hue: 270, motif: 'gear' }, crossSells: [21, 15],
  },
  {
    id: 17, type: 'simple', sku: 'IZL-HW-MASKA', priority: 14, retail: 19, stock: 120,
    hr: { name: 'Silikonska maska za lice', slug: 'silikonska-maska-za-lice', short: 'Perivi silikonski umetak za higijensko dijeljenje naočala.', body: ['Odgovara Vizoru X1 i većini popularnih naočala; pere se vodom i sapunom.'], features: ['Medicinski silikon', 'Perivo', 'Ne propušta svjetlo'] },
    en: { name: 'Silicone face cover', slug: 'silicone-face-cover', short: 'A washable silicone cover for hygienic headset sharing.', body: ['Fits Vizor X1 and most popular headsets; washes with soap and water.'], features: ['Medical-grade silicone', 'Washable', 'Blocks light leaks'] },
    manufacturer: HW, brand: 'Izlog', categories: [2, 10], tags: [3], values: [[ATTR.material, 505]], art: { hue: 210, motif: 'gear' },
  },
  {
    id: 18, type: 'simple', sku: 'IZL-HW-REMEN', priority: 16, retail: 59, discount: 49, stock: 0,
    hr: { name: 'Remen s baterijom', slug: 'remen-s-baterijom', short: 'Remen za glavu s dodatnom baterijom za dvostruko dulje igranje.', body: ['Baterija na zatiljku uravnotežuje težinu naočala i produljuje igru za tri sata.'], features: ['+3 h igranja', 'Bolja ravnoteža', 'Brzo punjenje'] },
    en: { name: 'Battery head strap', slug: 'battery-head-strap', short: 'A head strap with an extra battery for twice the play time.', body: ['The battery at the back balances the headset and adds three hours of play.'], features: ['+3 h of play', 'Better balance', 'Fast charging'] },
    manufacturer: HW, brand: 'Izlog', categories: [2, 10], tags: [3, 7], values: [[ATTR.material, 504]], art: { hue: 280, motif: 'gear' }, history: [[32, 59], [22, 59], [4, 49]],
  },
  {
    id: 19, type: 'simple', sku: 'IZL-HW-TORBA', priority: 11, retail: 39, stock: 30,
    hr: { name: 'Torba za VR opremu', slug: 'torba-za-vr-opremu', short: 'Tvrda putna torba za naočale, kontrolere i kabele.', body: ['Vodootporna vanjska strana i oblikovana pjena unutra štite opremu na putu.'], features: ['Vodootporna', 'Pretinci za kabele', 'Ručka i remen'] },
    en: { name: 'VR travel case', slug: 'vr-travel-case', short: 'A hard travel case for headset, controllers and cables.', body: ['A water-resistant shell and moulded foam keep your gear safe on the road.'], features: ['Water resistant', 'Cable pockets', 'Handle and strap'] },
    manufacturer: HW, brand: 'Izlog', categories: [2, 10], tags: [6], values: [[ATTR.material, 506]], art: { hue: 230, motif: 'gear' },
  },
  {
    id: 20, type: 'simple', sku: 'IZL-HW-LINK5', priority: 9, retail: 29, stock: 60,
    hr: { name: 'Link kabel 5 m', slug: 'link-kabel-5-m', short: 'USB-C kabel od 5 metara za spajanje naočala na računalo.', body: ['Optička jezgra prenosi sliku bez gubitaka, a kabel istodobno puni naočale.'], features: ['5 m', 'USB 3.2', 'Puni tijekom igranja'] },
    en: { name: 'Link cable 5 m', slug: 'link-cable-5-m', short: 'A 5-metre USB-C cable to connect the headset to a PC.', body: ['An optical core carries the picture losslessly while charging the headset.'], features: ['5 m', 'USB 3.2', 'Charges while playing'] },
    manufacturer: HW, brand: 'Izlog', categories: [2, 10], tags: [3], values: [[ATTR.material, 504]], art: { hue: 190, motif: 'gear' },
  },
  {
    id: 21, type: 'simple', sku: 'IZL-HW-PUNJAC', priority: 13, retail: 34, stock: 18,
    hr: { name: 'Punjač za kontrolere', slug: 'punjac-za-kontrolere', short: 'Magnetska stanica za punjenje dva kontrolera i naočala.', body: ['Odložite opremu nakon igre i sljedeći put je spremna.'], features: ['Magnetski priključci', 'LED pokazivač', 'Uključene 2 baterije'] },
    en: { name: 'Controller charging dock', slug: 'controller-charging-dock', short: 'A magnetic dock that charges two controllers and the headset.', body: ['Put your gear down after playing and it is ready next time.'], features: ['Magnetic connectors', 'LED indicator', '2 batteries included'] },
    manufacturer: HW, brand: 'Izlog', categories: [2, 10], tags: [1], values: [[ATTR.material, 504]], art: { hue: 300, motif: 'gear' },
  },
  {
    id: 22, type: 'configurable', sku: 'IZL-TS-DUBOKO', priority: 28, retail: 24,
    hr: { name: 'Majica Duboko more', slug: 'majica-duboko-more', short: 'Majica od organskog pamuka s ronilačkim robotom Kukom.', body: ['Tisak vodenim bojama koji ne blijedi ni nakon pedeset pranja.'], features: ['100 % organski pamuk', 'Unisex kroj', 'Tiskano u Rijeci'] },
    en: { name: 'Deep Sea T-shirt', slug: 'deep-sea-t-shirt', short: 'An organic cotton T-shirt featuring Kuka the diving robot.', body: ['Water-based print that will not fade even after fifty washes.'], features: ['100% organic cotton', 'Unisex fit', 'Printed in Rijeka'] },
    manufacturer: PRINT, brand: 'Izlog', categories: [3, 4], tags: [5], values: [[ATTR.material, 501]], colours: [401, 403],
    art: { hue: 200, motif: 'shirt' }, crossSells: [27, 1],
  },
  {
    id: 23, type: 'configurable', sku: 'IZL-TS-LOGO', priority: 42, featured: true, retail: 22,
    hr: { name: 'Majica Izlog logo', slug: 'majica-izlog-logo', short: 'Klasična majica s logom studija.', body: ['Jednostavna majica za svaki dan, s malim vezenim logom na prsima.'], features: ['100 % organski pamuk', 'Vezeni logo', 'Unisex kroj'] },
    en: { name: 'Izlog Logo T-shirt', slug: 'izlog-logo-t-shirt', short: 'A classic T-shirt with the studio logo.', body: ['A simple everyday T-shirt with a small embroidered logo on the chest.'], features: ['100% organic cotton', 'Embroidered logo', 'Unisex fit'] },
    manufacturer: PRINT, brand: 'Izlog', categories: [3, 4], tags: [2, 6], values: [[ATTR.material, 501]], colours: [401, 402],
    art: { hue: 10, motif: 'shirt' }, crossSells: [25],
  },
  {
    id: 24, type: 'configurable', sku: 'IZL-TS-BURA', priority: 22, retail: 24, discount: 18,
    hr: { name: 'Majica Bura', slug: 'majica-bura', short: 'Majica s hidroavionom u naletu bure.', body: ['Motiv iz igre Bura: Pilot oluje, otisnut na mekanom pamuku.'], features: ['100 % organski pamuk', 'Unisex kroj'] },
    en: { name: 'Bora T-shirt', slug: 'bora-t-shirt', short: 'A T-shirt with a seaplane battling the bora.', body: ['Art from Bora: Storm Pilot, printed on soft cotton.'], features: ['100% organic cotton', 'Unisex fit'] },
    manufacturer: PRINT, brand: 'Izlog', categories: [3, 4], tags: [7], values: [[ATTR.material, 501]], colours: [402, 404],
    art: { hue: 25, motif: 'shirt' }, crossSells: [3, 29], history: [[40, 24], [15, 24], [2, 18]],
  },
  {
    id: 25, type: 'configurable', sku: 'IZL-HD-SVJETIONIK', priority: 26, retail: 54,
    hr: { name: 'Hoodica Svjetionik', slug: 'hoodica-svjetionik', short: 'Topla hoodica s kapuljačom i motivom svjetionika.', body: ['Unutrašnjost od brušenog pamuka i veliki prednji džep.'], features: ['Pamuk i poliester', 'Kapuljača s vezicom', 'Prednji džep'] },
    en: { name: 'Lighthouse Hoodie', slug: 'lighthouse-hoodie', short: 'A warm hooded sweatshirt with a lighthouse motif.', body: ['Brushed cotton lining and a large front pocket.'], features: ['Cotton and polyester', 'Drawstring hood', 'Front pocket'] },
    manufacturer: PRINT, brand: 'Izlog', categories: [3, 5], tags: [6], values: [[ATTR.material, 502]], colours: [401, 405],
    art: { hue: 80, motif: 'hoodie' }, crossSells: [2, 30],
  },
  {
    id: 26, type: 'configurable', sku: 'IZL-HD-STUDIO', priority: 32, retail: 59, discount: 47.2,
    hr: { name: 'Hoodica Izlog Studio', slug: 'hoodica-izlog-studio', short: 'Službena hoodica studija, ista koju nosi naš tim.', body: ['Debeli pamuk, vezeni logo i reflektirajući detalji na rukavima.'], features: ['Pamuk i poliester', 'Vezeni logo', 'Reflektirajući detalji'] },
    en: { name: 'Izlog Studio Hoodie', slug: 'izlog-studio-hoodie', short: 'The official studio hoodie, the same one our team wears.', body: ['Heavy cotton, an embroidered logo and reflective details on the sleeves.'], features: ['Cotton and polyester', 'Embroidered logo', 'Reflective details'] },
    manufacturer: PRINT, brand: 'Izlog', categories: [3, 5], tags: [1, 7], values: [[ATTR.material, 502]], colours: [401, 403],
    art: { hue: 220, motif: 'hoodie' }, history: [[33, 59], [21, 52], [8, 47.2]],
  },
  {
    id: 27, type: 'simple', sku: 'IZL-PO-DUBOKO', priority: 19, retail: 19, stock: 100,
    hr: { name: 'Poster Duboko more 50×70', slug: 'poster-duboko-more-50x70', short: 'Numerirani otisak podvodnog grada iz igre Duboko more VR.', body: ['Giclée tisak na mat papiru, potpisan od glavne ilustratorice.'], features: ['50 × 70 cm', 'Numerirana serija od 100', 'Potpis autorice'] },
    en: { name: 'Deep Sea poster 50×70', slug: 'deep-sea-poster-50x70', short: 'A numbered print of the underwater city from Deep Sea VR.', body: ['Giclée print on matte paper, signed by our lead illustrator.'], features: ['50 × 70 cm', 'Numbered edition of 100', 'Signed by the artist'] },
    manufacturer: PRINT, brand: 'Izlog', categories: [6], tags: [5], values: [[ATTR.material, 503]], options: [posterOption(2)],
    art: { hue: 195, motif: 'poster' }, crossSells: [22, 1],
  },
  {
    id: 28, type: 'simple', sku: 'IZL-PO-DIOKLECIJAN', priority: 17, retail: 19, stock: 80,
    hr: { name: 'Poster Sjene Dioklecijana', slug: 'poster-sjene-dioklecijana', short: 'Numerirani otisak peristila u sumrak.', body: ['Giclée tisak na mat papiru, numeriran i potpisan.'], features: ['50 × 70 cm', 'Numerirana serija od 100'] },
    en: { name: 'Shadows of Diocletian poster', slug: 'shadows-of-diocletian-poster', short: 'A numbered print of the Peristyle at dusk.', body: ['Giclée print on matte paper, numbered and signed.'], features: ['50 × 70 cm', 'Numbered edition of 100'] },
    manufacturer: PRINT, brand: 'Izlog', categories: [6], tags: [5], values: [[ATTR.material, 503]], options: [posterOption(3)],
    art: { hue: 15, motif: 'poster' }, crossSells: [7],
  },
  {
    id: 29, type: 'simple', sku: 'IZL-PO-BURA', priority: 7, retail: 17, stock: 65,
    hr: { name: 'Poster Bura', slug: 'poster-bura', short: 'Hidroavion nad Velebitom, numerirani otisak.', body: ['Giclée tisak na mat papiru.'], features: ['50 × 70 cm', 'Numerirana serija od 100'] },
    en: { name: 'Bora poster', slug: 'bora-poster', short: 'A seaplane over Velebit, numbered print.', body: ['Giclée print on matte paper.'], features: ['50 × 70 cm', 'Numbered edition of 100'] },
    manufacturer: PRINT, brand: 'Izlog', categories: [6], tags: [5], values: [[ATTR.material, 503]], options: [posterOption(4)],
    art: { hue: 220, motif: 'poster' },
  },
  {
    id: 30, type: 'simple', sku: 'IZL-PO-SVJETIONIK', priority: 21, retail: 19, discount: 14, stock: 90,
    hr: { name: 'Poster Svjetionik', slug: 'poster-svjetionik', short: 'Svjetionik na rubu u olujnoj noći, numerirani otisak.', body: ['Giclée tisak na mat papiru, idealan za dječju sobu ili ured.'], features: ['50 × 70 cm', 'Numerirana serija od 100'] },
    en: { name: 'Lighthouse poster', slug: 'lighthouse-poster', short: 'Lighthouse at the Edge on a stormy night, numbered print.', body: ['Giclée print on matte paper, perfect for a kids’ room or an office.'], features: ['50 × 70 cm', 'Numbered edition of 100'] },
    manufacturer: PRINT, brand: 'Izlog', categories: [6], tags: [6, 7], values: [[ATTR.material, 503]], options: [posterOption(5)],
    art: { hue: 45, motif: 'poster' }, history: [[31, 19], [16, 15], [5, 14]],
  },
  {
    id: 31, type: 'bundle', sku: 'IZL-BN-START', priority: 55, featured: true, retail: 489, discount: 459,
    hr: { name: 'VR početni paket', slug: 'vr-pocetni-paket', short: 'Vizor X1, igra Duboko more VR i silikonska maska u jednom paketu.', body: ['Sve što trebate za prvi zaron u virtualnu stvarnost, povoljnije nego zasebno.'], features: ['Vizor X1 VR naočale', 'Izlog: Duboko more VR', 'Silikonska maska za lice'] },
    en: { name: 'VR starter bundle', slug: 'vr-starter-bundle', short: 'Vizor X1, Deep Sea VR and a silicone face cover in one box.', body: ['Everything you need for your first dive into virtual reality, cheaper than buying separately.'], features: ['Vizor X1 VR headset', 'Izlog: Deep Sea VR', 'Silicone face cover'] },
    manufacturer: HW, brand: 'Izlog', categories: [7], tags: [2, 3, 7], components: [[15, 1], [1, 1], [17, 1]],
    art: { hue: 150, motif: 'bundle' }, crossSells: [16, 20], history: [[38, 489], [19, 489], [7, 459]],
  },
  {
    id: 32, type: 'bundle', sku: 'IZL-BN-DUBOKO', priority: 38, retail: 69,
    hr: { name: 'Kolekcionarski paket Duboko more', slug: 'kolekcionarski-paket-duboko-more', short: 'Igra, glazba, poster i majica po izboru veličine i boje.', body: ['Za prave ljubitelje Dubokog mora: odaberite veličinu i boju majice prije dodavanja u košaricu.'], features: ['Izlog: Duboko more VR', 'Originalna glazba', 'Poster 50×70', 'Majica Duboko more'] },
    en: { name: 'Deep Sea collector’s bundle', slug: 'deep-sea-collectors-bundle', short: 'The game, the soundtrack, a poster and a T-shirt in your size and colour.', body: ['For true Deep Sea fans: choose the T-shirt size and colour before adding it to the cart.'], features: ['Izlog: Deep Sea VR', 'Original soundtrack', 'Poster 50×70', 'Deep Sea T-shirt'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [7], tags: [5], components: [[1, 1], [11, 1], [27, 1], [22, 1]],
    art: { hue: 190, motif: 'bundle' },
  },
  {
    id: 33, type: 'bundle', sku: 'IZL-BN-GRAVURA', priority: 36, retail: 559,
    hr: { name: 'Gravirani paket Vizor', slug: 'gravirani-paket-vizor', short: 'Vizor X1, kontroleri, torba i rezervne leće, s vašim imenom ugraviranim na naočale.', body: ['Laserski graviramo ime ili kratku poruku (do 20 znakova) na bočnu stranu naočala.'], features: ['Vizor X1 VR naočale', 'Kontroleri Izlog Grip', 'Torba za VR opremu', '2 seta zamjenskih leća', 'Gravura po želji'] },
    en: { name: 'Engraved Vizor bundle', slug: 'engraved-vizor-bundle', short: 'Vizor X1, controllers, a case and spare lenses, with your name engraved on the headset.', body: ['We laser-engrave a name or a short message (up to 20 characters) on the side of the headset.'], features: ['Vizor X1 VR headset', 'Izlog Grip controllers', 'VR travel case', '2 spare lens sets', 'Custom engraving'] },
    manufacturer: HW, brand: 'Izlog', categories: [7], tags: [6], components: [[15, 1], [16, 1], [19, 1], [36, 2]],
    options: [{ id: 1, type: 'text', required: true, values: [{ id: 1, hr: 'Ime za gravuru', en: 'Engraving name' }, { id: 2, hr: 'Najviše 20 znakova', en: 'Up to 20 characters' }] }],
    art: { hue: 275, motif: 'bundle' },
  },
  {
    id: 34, type: 'bundle', sku: 'IZL-BN-OBITELJ', priority: 24, retail: 39.99,
    hr: { name: 'Obiteljski paket igara', slug: 'obiteljski-paket-igara', short: 'Dubrovačke zidine, Ritam Neretve i Mali ribar za cijelu obitelj.', body: ['Tri igre prikladne za sve uzraste, s digitalnom dostavom odmah nakon kupnje.'], features: ['Dubrovačke zidine', 'Ritam Neretve', 'Mali ribar'] },
    en: { name: 'Family games bundle', slug: 'family-games-bundle', short: 'Walls of Dubrovnik, Neretva Rhythm and Little Fisher for the whole family.', body: ['Three games for all ages, delivered digitally right after purchase.'], features: ['Walls of Dubrovnik', 'Neretva Rhythm', 'Little Fisher'] },
    manufacturer: STUDIO, brand: 'Izlog', categories: [7, 8], tags: [4, 6], components: [[4, 1], [5, 1], [8, 1]],
    art: { hue: 100, motif: 'bundle' },
  },
  {
    id: 35, type: 'simple', sku: 'IZL-HW-VIZOR-X0', priority: 1, retail: 299, stock: 3, archived: true,
    hr: { name: 'Izlog Vizor X0 (prethodni model)', slug: 'izlog-vizor-x0', short: 'Prethodni model naočala, više nije u prodaji.', body: ['Zamijenio ga je Vizor X1.'], features: ['2K zaslon', '64 GB'] },
    en: { name: 'Izlog Vizor X0 (previous model)', slug: 'izlog-vizor-x0-previous-model', short: 'The previous headset model, no longer sold.', body: ['Replaced by Vizor X1.'], features: ['2K display', '64 GB'] },
    manufacturer: HW, brand: 'Izlog', categories: [2], tags: [3], art: { hue: 0, motif: 'headset' },
  },
  {
    id: 36, type: 'simple', sku: 'IZL-HW-LECE', priority: 2, retail: 25, stock: 200, visible: false,
    hr: { name: 'Zamjenske leće za Vizor', slug: 'zamjenske-lece-za-vizor', short: 'Set zamjenskih leća, isporučuje se samo u paketu.', body: ['Leće s antirefleksnim slojem za Vizor X1.'], features: ['Antirefleksni sloj'] },
    en: { name: 'Vizor spare lenses', slug: 'vizor-spare-lenses', short: 'A spare lens set, shipped only in a bundle.', body: ['Anti-reflective lenses for Vizor X1.'], features: ['Anti-reflective coating'] },
    manufacturer: HW, brand: 'Izlog', categories: [10], tags: [], art: { hue: 240, motif: 'gear' },
  },
]

/** Stock per size of a colour (0 = sold out): XXL in the second colour is sold out. */
export function variantStock(sizeIndex: number, colourIndex: number): number {
  if (sizeIndex === 4 && colourIndex === 1) return 0
  return [12, 30, 28, 15, 6][sizeIndex] ?? 10
}

import type { FormField, FormGoalType } from '../../../../contract/dto/cms'
import { CONTACT_FORM_ID, WORKSHOP_FORM_ID } from './pages'
import { NEWSLETTER_CONSENT } from '../../../../contract/schemas/consents'

/** Events, forms, consents, documents and redirects of the studio site. */

export interface SeedEvent {
  id: number
  /** Days from the seed run (negative = past). */
  startsInDays: number
  startHour: number
  durationHours: number
  location: string
  mediaId: number
  hue: number
  ticketUrl: string | null
  hr: { title: string; slug: string; description: string }
  en: { title: string; slug: string; description: string }
}

export const EVENTS: SeedEvent[] = [
  {
    id: 1,
    startsInDays: 21,
    startHour: 10,
    durationHours: 7,
    location: 'izlog studio, Ozaljska 93, Zagreb',
    mediaId: 2201,
    hue: 140,
    ticketUrl: null,
    hr: {
      title: 'Dan otvorenih vrata studija',
      slug: 'dan-otvorenih-vrata',
      description:
        '<p>Posjetite naš zagrebački studio, isprobajte igre koje još nisu izašle i razgovarajte s timom koji ih radi. Ulaz je slobodan, a za VR stanice dijelimo termine na ulazu.</p>',
    },
    en: {
      title: 'Studio open day',
      slug: 'studio-open-day',
      description:
        '<p>Visit our Zagreb studio, try games that are not out yet and talk to the team making them. Entry is free; VR station slots are handed out at the door.</p>',
    },
  },
  {
    id: 2,
    startsInDays: 45,
    startHour: 9,
    durationHours: 8,
    location: 'Sveučilište J. J. Strossmayera, Osijek',
    mediaId: 2202,
    hue: 100,
    ticketUrl: null,
    hr: {
      title: 'Radionica: VR u nastavi (Osijek)',
      slug: 'radionica-vr-u-nastavi-osijek',
      description:
        '<p>Besplatna cjelodnevna radionica za učitelje povijesti, geografije i prirode. Naučite kako organizirati sat s VR naočalama i isprobajte način za učionicu u igri Dubrovačke zidine.</p><p>Broj mjesta je ograničen na 40 sudionika; prijava putem obrasca na stranici.</p>',
    },
    en: {
      title: 'Workshop: VR in the classroom (Osijek)',
      slug: 'workshop-vr-in-the-classroom-osijek',
      description:
        '<p>A free full-day workshop for history, geography and science teachers. Learn how to run a lesson with VR headsets and try classroom mode in Walls of Dubrovnik.</p><p>Places are limited to 40 participants; sign up using the form on the page.</p>',
    },
  },
  {
    id: 3,
    startsInDays: 80,
    startHour: 18,
    durationHours: 3,
    location: 'Kino Europa, Varšavska 3, Zagreb',
    mediaId: 2203,
    hue: 15,
    ticketUrl: 'https://izlog.hr/ulaznice/premijera-sjene-2',
    hr: {
      title: 'Premijera: Sjene Dioklecijana II',
      slug: 'premijera-sjene-dioklecijana-2',
      description:
        '<p>Prva javna prezentacija nastavka igre Sjene Dioklecijana, uz razgovor s autorima i glazbu uživo iz igre. Nakon projekcije igru možete isprobati na deset VR stanica.</p>',
    },
    en: {
      title: 'Premiere: Shadows of Diocletian II',
      slug: 'premiere-shadows-of-diocletian-2',
      description:
        '<p>The first public presentation of the Shadows of Diocletian sequel, with a talk by the team and live music from the game. After the presentation you can play it on ten VR stations.</p>',
    },
  },
  {
    id: 4,
    startsInDays: -30,
    startHour: 10,
    durationHours: 6,
    location: 'Agencija za odgoj i obrazovanje, Zagreb',
    mediaId: 2204,
    hue: 120,
    ticketUrl: null,
    hr: {
      title: 'Radionica: VR u nastavi (Zagreb)',
      slug: 'radionica-vr-u-nastavi-zagreb',
      description:
        '<p>Radionica za četrdeset učitelja iz cijele Hrvatske o uvođenju virtualne stvarnosti u nastavu povijesti i prirode.</p>',
    },
    en: {
      title: 'Workshop: VR in the classroom (Zagreb)',
      slug: 'workshop-vr-in-the-classroom-zagreb',
      description:
        '<p>A workshop for forty teachers from all over Croatia on bringing virtual reality into history and science lessons.</p>',
    },
  },
  {
    id: 5,
    startsInDays: -120,
    startHour: 9,
    durationHours: 9,
    location: 'Hotel Palace, Dubrovnik',
    mediaId: 2205,
    hue: 30,
    ticketUrl: null,
    hr: {
      title: 'Konferencija razvijatelja igara, Dubrovnik',
      slug: 'konferencija-razvijatelja-dubrovnik',
      description:
        '<p>Tri dana predavanja i druženja s razvijateljima igara iz regije. Naš štand imao je četiri VR stanice, a Petra Horvat održala je predavanje o udobnosti u VR-u.</p>',
    },
    en: {
      title: 'Game developers conference, Dubrovnik',
      slug: 'game-developers-conference-dubrovnik',
      description:
        '<p>Three days of talks and meetups with game developers from the region. Our booth had four VR stations, and Petra Horvat gave a talk on comfort in VR.</p>',
    },
  },
  {
    id: 6,
    startsInDays: -200,
    startHour: 17,
    durationHours: 4,
    location: 'Zagrebački velesajam, paviljon 6',
    mediaId: 2206,
    hue: 275,
    ticketUrl: null,
    hr: {
      title: 'Sajam igara i tehnologije',
      slug: 'sajam-igara-i-tehnologije',
      description:
        '<p>Predstavili smo igru Bura: Pilot oluje s pravim upravljačkim palicama i pomičnim sjedalom. Više od tisuću posjetitelja odletjelo je barem jednu misiju.</p>',
    },
    en: {
      title: 'Games and technology fair',
      slug: 'games-and-technology-fair',
      description:
        '<p>We showed Bora: Storm Pilot with real flight sticks and a motion seat. More than a thousand visitors flew at least one mission.</p>',
    },
  },
]

export interface SeedForm {
  id: number
  slug: string
  confirmEmail: boolean
  captcha: boolean
  recipient: string
  /** What a confirmed submission leads to (SPEC §4): a message, a page (url) or a file. */
  hr: { name: string; fields: FormField[]; goal?: { type: FormGoalType; goal: string } }
  en: { name: string; fields: FormField[]; goal?: { type: FormGoalType; goal: string } }
}

/** The four SPEC contact reasons; values are the API's reason codes. */
export const CONTACT_REASON_LABELS = {
  hr: [
    { value: 'digitalTwinning', label: 'Digitalni blizanci' },
    { value: 'customXr', label: 'Prilagođeno XR rješenje' },
    { value: 'simulation', label: 'Razvoj simulacija' },
    { value: 'other', label: 'Ostalo' },
  ],
  en: [
    { value: 'digitalTwinning', label: 'Digital twinning' },
    { value: 'customXr', label: 'Custom XR solution' },
    { value: 'simulation', label: 'Simulation development' },
    { value: 'other', label: 'Other' },
  ],
}

export const FORMS: SeedForm[] = [
  {
    id: CONTACT_FORM_ID,
    slug: 'contact',
    confirmEmail: false,
    captcha: false,
    recipient: 'info@izlog.hr',
    hr: {
      name: 'Kontakt obrazac',
      fields: [
        { name: 'name', type: 'text', label: 'Ime i prezime', required: true },
        { name: 'email', type: 'email', label: 'E-mail', required: true },
        { name: 'reason', type: 'select', label: 'Razlog upita', required: true, options: CONTACT_REASON_LABELS.hr },
        { name: 'message', type: 'textarea', label: 'Poruka', required: true },
      ],
    },
    en: {
      name: 'Contact form',
      fields: [
        { name: 'name', type: 'text', label: 'Full name', required: true },
        { name: 'email', type: 'email', label: 'E-mail', required: true },
        { name: 'reason', type: 'select', label: 'Reason', required: true, options: CONTACT_REASON_LABELS.en },
        { name: 'message', type: 'textarea', label: 'Message', required: true },
      ],
    },
  },
  {
    id: WORKSHOP_FORM_ID,
    slug: 'workshop-signup',
    confirmEmail: true,
    captcha: false,
    recipient: 'edukacija@izlog.hr',
    hr: {
      name: 'Prijava na radionicu',
      goal: {
        type: 'message',
        goal: 'Hvala! Vaša prijava na VR radionicu je potvrđena. Termin ćemo dogovoriti s vama e-mailom.',
      },
      fields: [
        { name: 'name', type: 'text', label: 'Ime i prezime', required: true },
        { name: 'email', type: 'email', label: 'E-mail', required: true },
        { name: 'school', type: 'text', label: 'Škola', required: false },
        {
          name: 'subject',
          type: 'select',
          label: 'Predmet',
          required: true,
          options: [
            { value: 'history', label: 'Povijest' },
            { value: 'geography', label: 'Geografija' },
            { value: 'science', label: 'Priroda i biologija' },
            { value: 'other', label: 'Drugo' },
          ],
        },
        { name: 'headsets', type: 'checkbox', label: 'Škola već ima VR naočale', required: false },
      ],
    },
    en: {
      name: 'Workshop sign-up',
      goal: {
        type: 'message',
        goal: 'Thank you! Your VR workshop sign-up is confirmed. We will agree on a date with you by e-mail.',
      },
      fields: [
        { name: 'name', type: 'text', label: 'Full name', required: true },
        { name: 'email', type: 'email', label: 'E-mail', required: true },
        { name: 'school', type: 'text', label: 'School', required: false },
        {
          name: 'subject',
          type: 'select',
          label: 'Subject',
          required: true,
          options: [
            { value: 'history', label: 'History' },
            { value: 'geography', label: 'Geography' },
            { value: 'science', label: 'Science and biology' },
            { value: 'other', label: 'Other' },
          ],
        },
        { name: 'headsets', type: 'checkbox', label: 'The school already has VR headsets', required: false },
      ],
    },
  },
]

export interface SeedConsent {
  id: number
  uniqueNumber: string
  required: boolean
  hr: { name: string; description: string }
  en: { name: string; description: string }
}

export const CONSENTS: SeedConsent[] = [
  {
    id: 1,
    uniqueNumber: 'terms-of-sale',
    required: true,
    hr: {
      name: 'Prihvaćam uvjete prodaje',
      description: '<p>Pročitao/la sam i prihvaćam <a href="/uvjeti-prodaje">uvjete prodaje</a>.</p>',
    },
    en: {
      name: 'I accept the terms of sale',
      description: '<p>I have read and accept the <a href="/en/terms-of-sale">terms of sale</a>.</p>',
    },
  },
  {
    id: 2,
    uniqueNumber: 'privacy',
    required: true,
    hr: {
      name: 'Prihvaćam politiku privatnosti',
      description:
        '<p>Slažem se s obradom osobnih podataka prema <a href="/politika-privatnosti">politici privatnosti</a>.</p>',
    },
    en: {
      name: 'I accept the privacy policy',
      description:
        '<p>I agree to the processing of my personal data under the <a href="/en/privacy-policy">privacy policy</a>.</p>',
    },
  },
  {
    id: 3,
    uniqueNumber: NEWSLETTER_CONSENT,
    required: false,
    hr: {
      name: 'Želim primati newsletter',
      description:
        '<p>Jednom mjesečno šaljemo vijesti o novim igrama i popustima. Odjava je moguća u svakom trenutku.</p>',
    },
    en: {
      name: 'I want to receive the newsletter',
      description: '<p>Once a month we send news about new games and discounts. You can unsubscribe at any time.</p>',
    },
  },
]

/** assigned_to → [consent id, required at this place]. */
export const CONSENT_ASSIGNMENTS: Array<{
  id: number
  target: 'register' | 'checkout' | 'newsletter' | 'contact' | 'cookie'
  items: Array<[number, boolean]>
}> = [
  {
    id: 1,
    target: 'register',
    items: [
      [2, true],
      [3, false],
    ],
  },
  {
    id: 2,
    target: 'checkout',
    items: [
      [1, true],
      [2, true],
      [3, false],
    ],
  },
  { id: 3, target: 'newsletter', items: [[3, false]] },
  { id: 4, target: 'contact', items: [[2, true]] },
  // The cookie notice asks for cookie categories (COOKIE_CATEGORIES), not for consents of this table.
  { id: 5, target: 'cookie', items: [] },
]

export const DOCUMENTS = [
  {
    id: 1,
    mediaId: 2301,
    hue: 220,
    hr: {
      title: 'Uvjeti prodaje (PDF verzija za ispis)',
      description: 'Opći uvjeti prodaje internetske trgovine izlog.',
    },
    en: { title: 'Terms of sale (printable)', description: 'General terms of sale of the izlog online shop.' },
  },
  {
    id: 2,
    mediaId: 2302,
    hue: 150,
    hr: {
      title: 'Obrazac za jednostrani raskid ugovora',
      description: 'Obrazac za povrat proizvoda u roku od 14 dana.',
    },
    en: { title: 'Withdrawal form', description: 'Form for returning products within 14 days.' },
  },
]

/** Old paths of the previous site that now live elsewhere. */
export const REDIRECTS: Array<{ id: number; from: string; to: string; status: 301 | 302 }> = [
  { id: 1, from: '/blog', to: '/objave', status: 301 },
  { id: 2, from: '/en/news', to: '/en/blog', status: 301 },
  { id: 3, from: '/onama', to: '/o-nama', status: 301 },
  { id: 4, from: '/trgovina', to: '/shop', status: 302 },
]

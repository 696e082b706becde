import type { Locale } from '../../../../contract/locales'
import type { Section, SectionImage } from '../../../../contract/dto/sections'
import type { CmsMotif } from './artwork'

/** The studio's pages, built from sections, in Croatian and English. */

export type ImageOf = (mediaId: number, alt: string) => SectionImage

export interface SeedPage {
  id: number
  mediaId: number
  hue: number
  motif: CmsMotif
  hr: { title: string; slug: string; excerpt: string; seoDescription: string }
  en: { title: string; slug: string; excerpt: string; seoDescription: string }
  sections: (lang: Locale, image: ImageOf) => Section[]
}

/** Form ids of the seed (forms.ts). */
export const CONTACT_FORM_ID = 1
export const WORKSHOP_FORM_ID = 2

const t = (lang: Locale, hr: string, en: string) => (lang === 'hr' ? hr : en)
const path = (lang: Locale, hr: string, en: string) => (lang === 'hr' ? hr : en)

export const PAGES: SeedPage[] = [
  {
    id: 1,
    mediaId: 2001,
    hue: 210,
    motif: 'vr',
    hr: {
      title: 'Naslovnica',
      slug: 'naslovnica',
      excerpt: 'izlog je studio za igre i virtualnu stvarnost iz Zagreba i Splita.',
      seoDescription: 'izlog – studio za VR igre, digitalne blizance i simulacije. Trgovina igara, VR opreme i odjeće.',
    },
    en: {
      title: 'Home',
      slug: 'home',
      excerpt: 'izlog is a game and virtual reality studio from Zagreb and Split.',
      seoDescription:
        'izlog – a studio for VR games, digital twins and simulations. Shop for games, VR gear and apparel.',
    },
    sections: (lang, image) => [
      {
        type: 'hero',
        id: 'home-hero',
        title: t(lang, 'Svjetovi koje možete dotaknuti', 'Worlds you can touch'),
        subtitle: t(
          lang,
          'Radimo igre i iskustva u virtualnoj stvarnosti – od Jadranskog podmorja do Dioklecijanove palače.',
          'We make games and virtual reality experiences – from the depths of the Adriatic to Diocletian’s Palace.',
        ),
        image: image(
          2001,
          t(lang, 'Ilustracija VR naočala na plavoj pozadini', 'Illustration of a VR headset on a blue background'),
        ),
        cta: { label: t(lang, 'Pogledajte igre', 'Browse games'), href: path(lang, '/shop/igre', '/en/shop/games') },
      },
      {
        type: 'features',
        id: 'home-features',
        title: t(lang, 'Što radimo', 'What we do'),
        items: [
          {
            title: t(lang, 'VR igre', 'VR games'),
            text: t(
              lang,
              'Vlastite igre za Meta Quest, SteamVR i PlayStation VR2, s hrvatskim i engleskim glasovima.',
              'Our own games for Meta Quest, SteamVR and PlayStation VR2, voiced in Croatian and English.',
            ),
            icon: 'headset',
          },
          {
            title: t(lang, 'Digitalni blizanci', 'Digital twins'),
            text: t(
              lang,
              'Virtualne kopije pogona, brodogradilišta i gradova za planiranje i nadzor.',
              'Virtual replicas of plants, shipyards and cities for planning and monitoring.',
            ),
            icon: 'cube',
          },
          {
            title: t(lang, 'Simulacije', 'Simulations'),
            text: t(
              lang,
              'Obuka za situacije koje se ne mogu sigurno uvježbati uživo.',
              'Training for situations that cannot be practised safely in real life.',
            ),
            icon: 'target',
          },
        ],
      },
      {
        type: 'featuredProducts',
        id: 'home-products',
        title: t(lang, 'Izdvojeno iz trgovine', 'Featured in the shop'),
        limit: 6,
      },
      { type: 'latestPosts', id: 'home-posts', title: t(lang, 'Najnovije objave', 'Latest posts'), limit: 3 },
      {
        type: 'upcomingEvents',
        id: 'home-events',
        title: t(lang, 'Nadolazeća događanja', 'Upcoming events'),
        limit: 3,
      },
      {
        type: 'cta',
        id: 'home-cta',
        title: t(lang, 'Imate projekt za nas?', 'Have a project for us?'),
        text: t(
          lang,
          'Razvijamo digitalne blizance, simulacije i prilagođena XR rješenja za tvrtke i javne ustanove.',
          'We build digital twins, simulations and custom XR solutions for companies and public institutions.',
        ),
        button: { label: t(lang, 'Javite nam se', 'Get in touch'), href: path(lang, '/kontakt', '/en/contact') },
      },
      {
        type: 'newsletter',
        id: 'home-newsletter',
        title: t(lang, 'Budite prvi koji saznaju', 'Be the first to know'),
        text: t(
          lang,
          'Jednom mjesečno: nove igre, popusti i vijesti iz studija.',
          'Once a month: new games, discounts and studio news.',
        ),
      },
    ],
  },
  {
    id: 2,
    mediaId: 2002,
    hue: 25,
    motif: 'studio',
    hr: {
      title: 'O nama',
      slug: 'o-nama',
      excerpt: 'Dvadeset i šest ljudi, dva studija i jedna ideja: virtualna stvarnost koja ima smisla.',
      seoDescription: 'Upoznajte izlog, studio za igre i virtualnu stvarnost iz Zagreba i Splita.',
    },
    en: {
      title: 'About us',
      slug: 'about-us',
      excerpt: 'Twenty-six people, two studios and one idea: virtual reality that makes sense.',
      seoDescription: 'Meet izlog, a game and virtual reality studio from Zagreb and Split.',
    },
    sections: (lang, image) => [
      {
        type: 'hero',
        id: 'about-hero',
        title: t(lang, 'O nama', 'About us'),
        subtitle: t(
          lang,
          'Dvadeset i šest ljudi, dva studija i jedna ideja: virtualna stvarnost koja ima smisla.',
          'Twenty-six people, two studios and one idea: virtual reality that makes sense.',
        ),
        image: image(2002, t(lang, 'Apstraktni prikaz studija', 'Abstract illustration of the studio')),
      },
      {
        type: 'richText',
        id: 'about-story',
        title: t(lang, 'Naša priča', 'Our story'),
        html: t(
          lang,
          '<p>izlog je osnovan u Zagrebu kao mali tim troje prijatelja koji su htjeli raditi igre o mjestima koja vole. Prva igra, Duboko more VR, nastala je u suradnji s podvodnim arheolozima i pokazala nam da virtualna stvarnost može i zabaviti i poučiti.</p><p>Danas radimo u Zagrebu i Splitu. Uz vlastite igre razvijamo digitalne blizance, simulacije i prilagođena XR rješenja za industriju, obrazovanje i javne službe.</p>',
          '<p>izlog was founded in Zagreb by three friends who wanted to make games about places they love. Our first game, Deep Sea VR, was made together with underwater archaeologists and showed us that virtual reality can both entertain and teach.</p><p>Today we work in Zagreb and Split. Alongside our own games we build digital twins, simulations and custom XR solutions for industry, education and public services.</p>',
        ),
      },
      {
        type: 'stats',
        id: 'about-stats',
        items: [
          { value: '26', label: t(lang, 'ljudi u timu', 'people on the team') },
          { value: '9', label: t(lang, 'objavljenih igara', 'games released') },
          { value: '14', label: t(lang, 'klijentskih projekata', 'client projects') },
          { value: '2', label: t(lang, 'studija', 'studios') },
        ],
      },
      {
        type: 'imageText',
        id: 'about-values',
        title: t(lang, 'Kako radimo', 'How we work'),
        html: t(
          lang,
          '<p>Svaku igru i svaki projekt testiramo s ljudima koji VR nikad nisu koristili. Udobnost je za nas jednako važna kao i izgled.</p><p>Radimo u malim timovima s jasnim vlasništvom i dijelimo alate između igara i klijentskih projekata.</p>',
          '<p>We test every game and every project with people who have never used VR. Comfort matters to us as much as looks.</p><p>We work in small teams with clear ownership and share tools between games and client projects.</p>',
        ),
        image: image(2008, t(lang, 'Ilustracija timskog rada', 'Illustration of teamwork')),
        imagePosition: 'right',
        cta: {
          label: t(lang, 'Otvorena radna mjesta', 'Open positions'),
          href: path(lang, '/karijere', '/en/careers'),
        },
      },
    ],
  },
  {
    id: 3,
    mediaId: 2003,
    hue: 160,
    motif: 'news',
    hr: {
      title: 'Kontakt',
      slug: 'kontakt',
      excerpt: 'Pišite nam o projektu, igri ili suradnji.',
      seoDescription: 'Kontaktirajte izlog: digitalni blizanci, prilagođena XR rješenja, razvoj simulacija.',
    },
    en: {
      title: 'Contact',
      slug: 'contact',
      excerpt: 'Write to us about a project, a game or a partnership.',
      seoDescription: 'Contact izlog: digital twinning, custom XR solutions, simulation development.',
    },
    sections: (lang) => [
      {
        type: 'hero',
        id: 'contact-hero',
        title: t(lang, 'Kontakt', 'Contact'),
        subtitle: t(
          lang,
          'Pišite nam o projektu, igri ili suradnji – odgovaramo unutar dva radna dana.',
          'Write to us about a project, a game or a partnership – we reply within two working days.',
        ),
      },
      {
        type: 'contactForm',
        id: 'contact-form',
        title: t(lang, 'Pošaljite poruku', 'Send us a message'),
        formId: CONTACT_FORM_ID,
      },
      {
        type: 'faq',
        id: 'contact-faq',
        title: t(lang, 'Česta pitanja', 'Frequently asked questions'),
        items: [
          {
            question: t(lang, 'Radite li projekte izvan Hrvatske?', 'Do you work on projects outside Croatia?'),
            answerHtml: t(
              lang,
              '<p>Da, polovica naših klijenata dolazi iz drugih europskih zemalja.</p>',
              '<p>Yes, half of our clients come from other European countries.</p>',
            ),
          },
          {
            question: t(lang, 'Koliko traje izrada digitalnog blizanca?', 'How long does a digital twin take?'),
            answerHtml: t(
              lang,
              '<p>Prva verzija obično je gotova za tri do šest mjeseci, ovisno o dostupnim podacima.</p>',
              '<p>A first version usually takes three to six months, depending on the data available.</p>',
            ),
          },
          {
            question: t(lang, 'Kako mogu prijaviti grešku u igri?', 'How do I report a bug in a game?'),
            answerHtml: t(
              lang,
              '<p>Odaberite razlog »Ostalo« u obrascu i opišite uređaj i korake do greške.</p>',
              '<p>Choose the reason "Other" in the form and describe your device and the steps to the bug.</p>',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 4,
    mediaId: 2004,
    hue: 175,
    motif: 'project',
    hr: {
      title: 'Usluge',
      slug: 'usluge',
      excerpt: 'Digitalni blizanci, prilagođena XR rješenja i razvoj simulacija za tvrtke i ustanove.',
      seoDescription: 'Usluge studija izlog: digitalni blizanci, XR rješenja po mjeri i razvoj simulacija.',
    },
    en: {
      title: 'Services',
      slug: 'services',
      excerpt: 'Digital twins, custom XR solutions and simulation development for companies and institutions.',
      seoDescription: 'izlog services: digital twins, custom XR solutions and simulation development.',
    },
    sections: (lang, image) => [
      {
        type: 'hero',
        id: 'services-hero',
        title: t(lang, 'Usluge', 'Services'),
        subtitle: t(
          lang,
          'Alate koje smo razvili za igre koristimo za rješavanje stvarnih problema.',
          'We use the tools we built for games to solve real-world problems.',
        ),
        image: image(2004, t(lang, 'Ilustracija mreže povezanih točaka', 'Illustration of connected points')),
      },
      {
        type: 'features',
        id: 'services-list',
        items: [
          {
            title: t(lang, 'Digitalni blizanci', 'Digital twinning'),
            text: t(
              lang,
              'Virtualne kopije pogona i infrastrukture povezane sa stvarnim podacima senzora.',
              'Virtual replicas of plants and infrastructure connected to live sensor data.',
            ),
            icon: 'cube',
          },
          {
            title: t(lang, 'Prilagođena XR rješenja', 'Custom XR solutions'),
            text: t(
              lang,
              'Aplikacije za proširenu i virtualnu stvarnost po mjeri vašeg procesa.',
              'Augmented and virtual reality applications tailored to your process.',
            ),
            icon: 'headset',
          },
          {
            title: t(lang, 'Razvoj simulacija', 'Simulation development'),
            text: t(
              lang,
              'Obuka i planiranje u sigurnom virtualnom okruženju, s mjerenjem rezultata.',
              'Training and planning in a safe virtual environment, with measurable results.',
            ),
            icon: 'target',
          },
        ],
      },
      {
        type: 'imageText',
        id: 'services-process',
        title: t(lang, 'Kako izgleda suradnja', 'How we work together'),
        html: t(
          lang,
          '<ol><li>Radionica na kojoj zajedno definiramo problem i mjerila uspjeha.</li><li>Prototip za četiri do šest tjedana.</li><li>Razvoj u dvotjednim ciklusima uz redovita testiranja s vašim ljudima.</li><li>Uvođenje, obuka i održavanje.</li></ol>',
          '<ol><li>A workshop where we define the problem and success criteria together.</li><li>A prototype in four to six weeks.</li><li>Development in two-week cycles with regular tests with your people.</li><li>Rollout, training and maintenance.</li></ol>',
        ),
        image: image(
          2105,
          t(lang, 'Ilustracija digitalnog blizanca brodogradilišta', 'Illustration of a shipyard digital twin'),
        ),
        imagePosition: 'left',
      },
      {
        type: 'form',
        id: 'services-workshop',
        title: t(lang, 'Prijavite školu na VR radionicu', 'Sign your school up for a VR workshop'),
        formId: WORKSHOP_FORM_ID,
      },
      {
        type: 'latestPosts',
        id: 'services-projects',
        title: t(lang, 'Nedavni projekti', 'Recent projects'),
        limit: 3,
        termSlug: t(lang, 'projekti', 'projects'),
      },
      {
        type: 'cta',
        id: 'services-cta',
        title: t(lang, 'Razgovarajmo o vašem projektu', 'Let’s talk about your project'),
        button: { label: t(lang, 'Kontakt', 'Contact'), href: path(lang, '/kontakt', '/en/contact') },
      },
    ],
  },
  {
    id: 5,
    mediaId: 2005,
    hue: 45,
    motif: 'studio',
    hr: {
      title: 'Karijere',
      slug: 'karijere',
      excerpt: 'Radite s nama na igrama i simulacijama koje ljudi pamte.',
      seoDescription: 'Otvorena radna mjesta i prakse u studiju izlog u Zagrebu i Splitu.',
    },
    en: {
      title: 'Careers',
      slug: 'careers',
      excerpt: 'Work with us on games and simulations people remember.',
      seoDescription: 'Open positions and internships at izlog in Zagreb and Split.',
    },
    sections: (lang, image) => [
      {
        type: 'hero',
        id: 'careers-hero',
        title: t(lang, 'Karijere', 'Careers'),
        subtitle: t(
          lang,
          'Radite s nama na igrama i simulacijama koje ljudi pamte.',
          'Work with us on games and simulations people remember.',
        ),
        image: image(2005, t(lang, 'Ilustracija ureda', 'Illustration of the office')),
      },
      {
        type: 'richText',
        id: 'careers-offer',
        title: t(lang, 'Što nudimo', 'What we offer'),
        html: t(
          lang,
          '<ul><li>Rad iz Zagreba, Splita ili na daljinu unutar Hrvatske.</li><li>Fleksibilno radno vrijeme i trideset dana godišnjeg odmora.</li><li>Budžet za edukaciju i konferencije.</li><li>Najnovije VR naočale za rad i igru.</li></ul>',
          '<ul><li>Work from Zagreb, Split or remotely within Croatia.</li><li>Flexible hours and thirty days of annual leave.</li><li>A budget for learning and conferences.</li><li>The latest VR headsets for work and play.</li></ul>',
        ),
      },
      {
        type: 'faq',
        id: 'careers-faq',
        title: t(lang, 'Otvorene pozicije', 'Open positions'),
        items: [
          {
            question: t(lang, 'Tehnički umjetnik / umjetnica', 'Technical artist'),
            answerHtml: t(
              lang,
              '<p>Shaderi, alati za umjetnike i optimizacija za samostalne VR naočale. Unity ili Unreal.</p>',
              '<p>Shaders, artist tools and optimisation for standalone VR headsets. Unity or Unreal.</p>',
            ),
          },
          {
            question: t(lang, 'Programer / programerka simulacija', 'Simulation programmer'),
            answerHtml: t(
              lang,
              '<p>C# ili C++, fizika i mrežna sinkronizacija za višekorisničke simulacije.</p>',
              '<p>C# or C++, physics and network synchronisation for multi-user simulations.</p>',
            ),
          },
          {
            question: t(lang, 'Studentska praksa', 'Student internship'),
            answerHtml: t(
              lang,
              '<p>Tri mjeseca rada na stvarnom projektu uz mentora, u Zagrebu ili Splitu.</p>',
              '<p>Three months on a real project with a mentor, in Zagreb or Split.</p>',
            ),
          },
        ],
      },
      {
        type: 'cta',
        id: 'careers-cta',
        title: t(lang, 'Prijavite se', 'Apply'),
        text: t(
          lang,
          'Pošaljite nam životopis i portfelj putem kontakt obrasca uz razlog »Ostalo«.',
          'Send us your CV and portfolio through the contact form with the reason "Other".',
        ),
        button: { label: t(lang, 'Kontakt obrazac', 'Contact form'), href: path(lang, '/kontakt', '/en/contact') },
      },
    ],
  },
  {
    id: 6,
    mediaId: 2006,
    hue: 220,
    motif: 'document',
    hr: {
      title: 'Politika privatnosti',
      slug: 'politika-privatnosti',
      excerpt: 'Kako prikupljamo, koristimo i štitimo vaše osobne podatke.',
      seoDescription: 'Politika privatnosti trgovine i internetske stranice izlog.',
    },
    en: {
      title: 'Privacy policy',
      slug: 'privacy-policy',
      excerpt: 'How we collect, use and protect your personal data.',
      seoDescription: 'Privacy policy of the izlog shop and website.',
    },
    sections: (lang) => [
      {
        type: 'richText',
        id: 'privacy-text',
        title: t(lang, 'Politika privatnosti', 'Privacy policy'),
        html: t(
          lang,
          '<p>Voditelj obrade osobnih podataka je izlog d.o.o., Ozaljska 93, 10000 Zagreb. Osobne podatke obrađujemo u skladu s Općom uredbom o zaštiti podataka (GDPR).</p><h2>Koje podatke prikupljamo</h2><p>Ime, prezime, e-mail adresu, adresu dostave i podatke o narudžbama prikupljamo kad se registrirate, kupujete ili nam pišete. Podatke o plaćanju obrađuje isključivo pružatelj usluge plaćanja.</p><h2>Zašto ih koristimo</h2><p>Za izvršenje narudžbi, odgovaranje na upite i, samo uz vašu privolu, za slanje newslettera.</p><h2>Vaša prava</h2><p>Imate pravo na pristup, ispravak, brisanje i prenosivost podataka te pravo na prigovor. Pišite nam na <a href="mailto:privatnost@izlog.hr">privatnost@izlog.hr</a>.</p>',
          '<p>The data controller is izlog d.o.o., Ozaljska 93, 10000 Zagreb, Croatia. We process personal data in accordance with the General Data Protection Regulation (GDPR).</p><h2>What we collect</h2><p>Your name, e-mail address, delivery address and order details when you register, buy or write to us. Payment details are processed only by the payment provider.</p><h2>Why we use it</h2><p>To fulfil orders, answer enquiries and, only with your consent, to send the newsletter.</p><h2>Your rights</h2><p>You have the right to access, rectify, erase and port your data, and the right to object. Write to <a href="mailto:privatnost@izlog.hr">privatnost@izlog.hr</a>.</p>',
        ),
      },
    ],
  },
  {
    id: 7,
    mediaId: 2007,
    hue: 240,
    motif: 'document',
    hr: {
      title: 'Uvjeti prodaje',
      slug: 'uvjeti-prodaje',
      excerpt: 'Uvjeti kupnje u internetskoj trgovini izlog.',
      seoDescription: 'Opći uvjeti prodaje internetske trgovine izlog: plaćanje, dostava, povrat.',
    },
    en: {
      title: 'Terms of sale',
      slug: 'terms-of-sale',
      excerpt: 'Terms of purchase in the izlog online shop.',
      seoDescription: 'General terms of sale of the izlog online shop: payment, delivery, returns.',
    },
    sections: (lang) => [
      {
        type: 'richText',
        id: 'terms-text',
        title: t(lang, 'Uvjeti prodaje', 'Terms of sale'),
        html: t(
          lang,
          '<p>Ovi uvjeti vrijede za sve kupnje u internetskoj trgovini izlog. Prodavatelj je izlog d.o.o., OIB 12345678903.</p><h2>Cijene i plaćanje</h2><p>Sve cijene iskazane su u eurima s uključenim PDV-om. Plaćanje je moguće karticom ili virmanom.</p><h2>Dostava</h2><p>Fizičke proizvode dostavljamo unutar tri do pet radnih dana. Digitalni proizvodi dostupni su odmah nakon plaćanja.</p><h2>Povrat</h2><p>Fizičke proizvode možete vratiti u roku od 14 dana bez navođenja razloga. Za digitalne proizvode pravo na povrat prestaje preuzimanjem, uz vašu izričitu suglasnost.</p>',
          '<p>These terms apply to all purchases in the izlog online shop. The seller is izlog d.o.o., tax number 12345678903.</p><h2>Prices and payment</h2><p>All prices are in euros and include VAT. You can pay by card or bank transfer.</p><h2>Delivery</h2><p>Physical products are delivered within three to five working days. Digital products are available immediately after payment.</p><h2>Returns</h2><p>You may return physical products within 14 days without giving a reason. For digital products the right of withdrawal ends with the download, given your explicit consent.</p>',
        ),
      },
    ],
  },
]

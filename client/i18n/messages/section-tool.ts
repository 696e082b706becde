/**
 * The sections' style guide (/section-tool, outside production): sample content of every section
 * type. Only that page's dictionary carries it (worker/render: devToolsDictionaryFor).
 */
export const messages = {
  hr: {
    sectionTool: {
      intro:
        'Svaka vrsta sekcije s oglednim sadržajem, onako kako je vide posjetitelji. Urednici ih dodaju u načinu uređivanja; ova stranica postoji samo izvan produkcije.',
      type: 'Vrsta sekcije: {{type}}',
      missing: 'Za ovu sekciju nedostaje sadržaj (slika ili obrazac), pa se ne prikazuje.',
      hero: {
        title: 'Igre i virtualna stvarnost iz Zagreba',
        subtitle: 'Studio koji gradi svjetove u koje se ulazi, od podmorja Jadrana do Dioklecijanove palače.',
        cta: 'Pogledaj trgovinu',
      },
      richText: {
        title: 'Naša priča',
        html: '<p>izlog je nastao iz ljubavi prema igrama i mjestima koja volimo.</p><ul><li>26 ljudi</li><li>dva studija</li><li>jedna ideja</li></ul>',
      },
      imageText: {
        title: 'Digitalni blizanci',
        html: '<p>Pretvaramo stvarne prostore u <strong>interaktivne</strong> modele za učenje i planiranje.</p>',
        cta: 'Saznaj više',
      },
      features: {
        title: 'Što radimo',
        oneTitle: 'Igre',
        oneText: 'Vlastite naslove za VR i PC.',
        twoTitle: 'Simulacije',
        twoText: 'Obuku za vatrogasce, brodogradilišta i škole.',
        threeTitle: 'Radionice',
        threeText: 'VR u nastavi, za učitelje i učenike.',
      },
      stats: {
        title: 'U brojkama',
        oneValue: '26',
        oneLabel: 'ljudi u studiju',
        twoValue: '3',
        twoLabel: 'igre na tržištu',
        threeValue: '12',
        threeLabel: 'klijentskih projekata',
      },
      cta: { title: 'Imate projekt?', text: 'Javite nam se i dogovorimo prvi sastanak.', button: 'Kontakt' },
      faq: {
        title: 'Česta pitanja',
        oneQuestion: 'Trebam li vlastite naočale?',
        oneAnswer: '<p>Ne: na radionicama ih osiguravamo mi.</p>',
        twoQuestion: 'Šaljete li u inozemstvo?',
        twoAnswer: '<p>Da, u sve zemlje Europske unije.</p>',
      },
      gallery: { title: 'Iz studija' },
      featuredProducts: { title: 'Izdvojeno iz trgovine' },
      latestPosts: { title: 'Najnovije objave' },
      upcomingEvents: { title: 'Nadolazeći događaji' },
      form: { title: 'Prijava na radionicu' },
      contactForm: { title: 'Pišite nam' },
      newsletter: { title: 'Novosti iz studija', text: 'Jednom mjesečno, bez spama.' },
    },
  },
  en: {
    sectionTool: {
      intro:
        'Every section type with sample content, as visitors see it. Editors add them in edit mode; this page exists outside production only.',
      type: 'Section type: {{type}}',
      missing: 'This section lacks content (an image or a form), so it is not shown.',
      hero: {
        title: 'Games and virtual reality from Zagreb',
        subtitle: 'A studio building worlds you step into, from the Adriatic seabed to Diocletian’s Palace.',
        cta: 'Visit the shop',
      },
      richText: {
        title: 'Our story',
        html: '<p>izlog grew out of a love of games and of the places we love.</p><ul><li>26 people</li><li>two studios</li><li>one idea</li></ul>',
      },
      imageText: {
        title: 'Digital twins',
        html: '<p>We turn real places into <strong>interactive</strong> models for learning and planning.</p>',
        cta: 'Learn more',
      },
      features: {
        title: 'What we do',
        oneTitle: 'Games',
        oneText: 'Our own titles for VR and PC.',
        twoTitle: 'Simulations',
        twoText: 'Training for firefighters, shipyards and schools.',
        threeTitle: 'Workshops',
        threeText: 'VR in the classroom, for teachers and pupils.',
      },
      stats: {
        title: 'In figures',
        oneValue: '26',
        oneLabel: 'people in the studio',
        twoValue: '3',
        twoLabel: 'games released',
        threeValue: '12',
        threeLabel: 'client projects',
      },
      cta: { title: 'Got a project?', text: 'Write to us and let us set up a first meeting.', button: 'Contact' },
      faq: {
        title: 'FAQ',
        oneQuestion: 'Do I need my own headset?',
        oneAnswer: '<p>No: we bring them to the workshops.</p>',
        twoQuestion: 'Do you ship abroad?',
        twoAnswer: '<p>Yes, to every EU country.</p>',
      },
      gallery: { title: 'From the studio' },
      featuredProducts: { title: 'Featured in the shop' },
      latestPosts: { title: 'Latest posts' },
      upcomingEvents: { title: 'Upcoming events' },
      form: { title: 'Workshop sign-up' },
      contactForm: { title: 'Write to us' },
      newsletter: { title: 'Studio news', text: 'Once a month, no spam.' },
    },
  },
} as const

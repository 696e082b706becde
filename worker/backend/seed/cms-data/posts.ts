import type { CmsMotif } from './artwork'

/** Blog taxonomy and posts of the studio, Croatian first, each with its English translation. */

export interface SeedTerm {
  id: number
  type: 'category' | 'tag'
  position: number
  hr: { title: string; slug: string; description: string }
  en: { title: string; slug: string; description: string }
}

export const TERMS: SeedTerm[] = [
  {
    id: 1,
    type: 'category',
    position: 1,
    hr: {
      title: 'Novosti',
      slug: 'novosti',
      description: 'Vijesti iz studija: novi ljudi, novi prostori i novi planovi.',
    },
    en: { title: 'News', slug: 'news', description: 'News from the studio: new people, new places and new plans.' },
  },
  {
    id: 2,
    type: 'category',
    position: 2,
    hr: { title: 'Igre', slug: 'igre', description: 'Kako nastaju naše igre, od prve skice do izlaska.' },
    en: { title: 'Games', slug: 'games', description: 'How our games are made, from the first sketch to release.' },
  },
  {
    id: 3,
    type: 'category',
    position: 3,
    hr: {
      title: 'VR tehnologija',
      slug: 'vr-tehnologija',
      description: 'Tehnički zapisi o virtualnoj stvarnosti, performansama i udobnosti igranja.',
    },
    en: {
      title: 'VR tech',
      slug: 'vr-tech',
      description: 'Technical notes on virtual reality, performance and comfort.',
    },
  },
  {
    id: 4,
    type: 'category',
    position: 4,
    hr: {
      title: 'Događanja',
      slug: 'dogadjanja',
      description: 'Konferencije, sajmovi i radionice na kojima nas možete upoznati.',
    },
    en: {
      title: 'Events',
      slug: 'events-news',
      description: 'Conferences, fairs and workshops where you can meet us.',
    },
  },
  {
    id: 5,
    type: 'category',
    position: 5,
    hr: {
      title: 'Projekti',
      slug: 'projekti',
      description: 'Projekti koje razvijamo za klijente: digitalni blizanci, simulacije i XR rješenja.',
    },
    en: {
      title: 'Projects',
      slug: 'projects',
      description: 'Client work: digital twins, simulations and XR solutions.',
    },
  },
  {
    id: 11,
    type: 'tag',
    position: 1,
    hr: { title: 'Meta Quest', slug: 'meta-quest', description: '' },
    en: { title: 'Meta Quest', slug: 'quest', description: '' },
  },
  {
    id: 12,
    type: 'tag',
    position: 2,
    hr: { title: 'Edukacija', slug: 'edukacija', description: '' },
    en: { title: 'Education', slug: 'education', description: '' },
  },
  {
    id: 13,
    type: 'tag',
    position: 3,
    hr: { title: 'Iza kulisa', slug: 'iza-kulisa', description: '' },
    en: { title: 'Behind the scenes', slug: 'behind-the-scenes', description: '' },
  },
]

export interface SeedPostTranslation {
  title: string
  slug: string
  excerpt: string
  body: string
}

export interface SeedPost {
  id: number
  daysAgo: number
  terms: number[]
  mediaId: number
  hue: number
  motif: CmsMotif
  author: string
  hr: SeedPostTranslation
  en: SeedPostTranslation
}

export const POSTS: SeedPost[] = [
  {
    id: 101,
    daysAgo: 350,
    terms: [1],
    mediaId: 2101,
    hue: 205,
    motif: 'studio',
    author: 'Ivana Perić',
    hr: {
      title: 'Otvorili smo studio u Splitu',
      slug: 'otvorili-smo-studio-u-splitu',
      excerpt:
        'Nakon pet godina u Zagrebu izlog dobiva drugi dom: studio s pogledom na Marjan i mjesta za dvanaest ljudi.',
      body: `<p>Kad smo prije pet godina počeli raditi u maloj sobi na Trešnjevci, nismo ni sanjali da ćemo jednog dana razvijati igre u dva grada. Ovog mjeseca otvorili smo studio u Splitu, u obnovljenoj zgradi nedaleko od Marjana, s prostorom za dvanaest ljudi i zasebnom sobom za testiranje virtualne stvarnosti.</p>
<h2>Zašto Split?</h2>
<p>Sve više naših suradnika dolazi s juga, a splitsko sveučilište posljednjih godina školuje odlične programere i 3D umjetnike. Novi studio vodit će Marko Bašić, koji je s nama od prve igre, a tim će se najprije posvetiti nastavku igre <a href="/product/sjene-dioklecijana">Sjene Dioklecijana</a>.</p>
<p>Zagrebački ured ostaje sjedište studija. Dva tima radit će na zajedničkim projektima, a jednom mjesečno okupit ćemo se svi zajedno – naizmjence u Zagrebu i Splitu.</p>`,
    },
    en: {
      title: 'We opened a studio in Split',
      slug: 'we-opened-a-studio-in-split',
      excerpt:
        'After five years in Zagreb, izlog gets a second home: a studio overlooking Marjan hill with room for twelve people.',
      body: `<p>When we started working in a small room in Trešnjevka five years ago, we never imagined we would one day make games in two cities. This month we opened a studio in Split, in a renovated building close to Marjan hill, with room for twelve people and a dedicated virtual reality test room.</p>
<h2>Why Split?</h2>
<p>More and more of our collaborators come from the south, and the University of Split has been training excellent programmers and 3D artists in recent years. The new studio is led by Marko Bašić, who has been with us since our first game, and the team will first focus on the sequel to <a href="/en/product/shadows-of-diocletian">Shadows of Diocletian</a>.</p>
<p>The Zagreb office remains our headquarters. The two teams will work on shared projects, and once a month all of us will meet in person – alternating between Zagreb and Split.</p>`,
    },
  },
  {
    id: 102,
    daysAgo: 320,
    terms: [2, 13],
    mediaId: 2102,
    hue: 195,
    motif: 'game',
    author: 'Luka Novak',
    hr: {
      title: 'Duboko more VR: iza kulisa razvoja',
      slug: 'duboko-more-vr-iza-kulisa',
      excerpt:
        'Kako smo s arheolozima modelirali potopljene brodove Jadrana i zašto ronilački robot Kuka ima samo jedno oko.',
      body: `<p>Igra Duboko more VR nastala je iz jednog pitanja: kako izgleda Jadran tamo gdje većina nas nikad neće zaroniti? Odgovor smo tražili dvije godine, zajedno s podvodnim arheolozima koji su nam ustupili snimke i mjerenja stvarnih nalazišta.</p>
<h2>Od fotogrametrije do igre</h2>
<p>Svaka od dvanaest lokacija započela je kao oblak od nekoliko milijuna točaka. Naši umjetnici pretvorili su ga u modele koji rade glatko na samostalnim VR naočalama, pazeći da zadrže oblik svakog amfornog grla i svakog rebra broda.</p>
<p>Robot Kuka ima samo jedno oko jer smo u testiranju primijetili da igrači s njim razgovaraju kao s kućnim ljubimcem. Jedno veliko oko pokazalo se najizražajnijim – a i najlakšim za animiranje pod vodom.</p>`,
    },
    en: {
      title: 'Deep Sea VR: behind the scenes',
      slug: 'deep-sea-vr-behind-the-scenes',
      excerpt:
        'How we modelled sunken Adriatic ships with archaeologists, and why Kuka the diving robot has only one eye.',
      body: `<p>Deep Sea VR grew out of one question: what does the Adriatic look like where most of us will never dive? We spent two years looking for the answer, together with underwater archaeologists who shared footage and measurements of real sites.</p>
<h2>From photogrammetry to a game</h2>
<p>Each of the twelve locations started as a point cloud of several million points. Our artists turned them into models that run smoothly on standalone VR headsets, taking care to keep the shape of every amphora neck and every rib of a hull.</p>
<p>Kuka the robot has a single eye because playtesters kept talking to it like a pet. One large eye turned out to be the most expressive choice – and the easiest to animate underwater.</p>`,
    },
  },
  {
    id: 103,
    daysAgo: 290,
    terms: [3, 11],
    mediaId: 2103,
    hue: 260,
    motif: 'vr',
    author: 'Petra Horvat',
    hr: {
      title: 'Kako smanjujemo mučninu u virtualnoj stvarnosti',
      slug: 'kako-smanjujemo-mucninu-u-vr-u',
      excerpt:
        'Pet pravila koja primjenjujemo u svakoj igri kako bi se igrači osjećali ugodno i nakon sat vremena igranja.',
      body: `<p>Mučnina u VR-u nastaje kad oči vide kretanje koje tijelo ne osjeća. Ne možemo je potpuno ukloniti, ali možemo je svesti na minimum. Ovo su pravila kojih se držimo u svakom projektu.</p>
<ul><li>Stabilnih 72 sličice u sekundi ili više, bez iznimke.</li><li>Kamera se nikad ne pomiče bez igračeve namjere.</li><li>Teleportacija i glatko kretanje uvijek su ponuđeni kao izbor.</li><li>Tijekom brzog kretanja sužavamo vidno polje.</li><li>Horizont ostaje vidljiv kad god je to moguće.</li></ul>
<p>Svaku novu mehaniku testiramo s igračima koji VR nikad nisu probali. Ako se netko od njih osjeća loše nakon deset minuta, mehanika se vraća na doradu.</p>`,
    },
    en: {
      title: 'How we reduce motion sickness in virtual reality',
      slug: 'how-we-reduce-motion-sickness-in-vr',
      excerpt: 'Five rules we apply in every game so that players feel comfortable even after an hour of play.',
      body: `<p>VR sickness appears when the eyes see movement the body does not feel. We cannot remove it completely, but we can keep it to a minimum. These are the rules we follow in every project.</p>
<ul><li>A stable 72 frames per second or more, no exceptions.</li><li>The camera never moves without the player's intent.</li><li>Teleport and smooth locomotion are always offered as a choice.</li><li>We narrow the field of view during fast movement.</li><li>The horizon stays visible whenever possible.</li></ul>
<p>We test every new mechanic with players who have never tried VR. If any of them feels unwell after ten minutes, the mechanic goes back for another iteration.</p>`,
    },
  },
  {
    id: 104,
    daysAgo: 262,
    terms: [4],
    mediaId: 2104,
    hue: 20,
    motif: 'event',
    author: 'Ivana Perić',
    hr: {
      title: 'Vratili smo se s konferencije u Dubrovniku',
      slug: 'vratili-smo-se-s-konferencije-u-dubrovniku',
      excerpt:
        'Tri dana predavanja, dvjesto isprobavanja naših igara i nekoliko razgovora koji bi mogli promijeniti iduću godinu.',
      body: `<p>Ovogodišnja konferencija razvijatelja igara u Dubrovniku bila je naša najveća dosad. Na štandu smo imali četiri VR stanice, a red za igru Bura: Pilot oluje nije se smanjivao ni u pauzi za ručak.</p>
<p>Naša voditeljica dizajna Petra Horvat održala je predavanje o udobnosti u virtualnoj stvarnosti, a snimka će uskoro biti dostupna na našem YouTube kanalu. Najviše pitanja bilo je o tome kako testiramo igre s ljudima koji VR nikad nisu koristili.</p>
<p>Hvala svima koji su svratili. Posebno hvala studentima koji su nam pomogli na štandu – dvoje od njih od jeseni je na praksi u našem studiju.</p>`,
    },
    en: {
      title: 'Back from the conference in Dubrovnik',
      slug: 'back-from-the-conference-in-dubrovnik',
      excerpt:
        'Three days of talks, two hundred playtests of our games and a few conversations that could shape next year.',
      body: `<p>This year's game developers conference in Dubrovnik was our biggest yet. We had four VR stations at our booth, and the queue for Bora: Storm Pilot did not get any shorter even during the lunch break.</p>
<p>Our design lead Petra Horvat gave a talk on comfort in virtual reality, and the recording will soon be available on our YouTube channel. Most questions were about how we test games with people who have never used VR.</p>
<p>Thank you to everyone who stopped by. Special thanks to the students who helped at the booth – two of them are joining our studio as interns this autumn.</p>`,
    },
  },
  {
    id: 105,
    daysAgo: 231,
    terms: [5],
    mediaId: 2105,
    hue: 170,
    motif: 'project',
    author: 'Marko Bašić',
    hr: {
      title: 'Digitalni blizanac brodogradilišta',
      slug: 'digitalni-blizanac-brodogradilista',
      excerpt:
        'Za jedno jadransko brodogradilište izradili smo digitalni blizanac navoza koji planerima štedi tjedne posla.',
      body: `<p>Planiranje gradnje broda znači uskladiti stotine dizalica, kranova i ljudi na ograničenom prostoru. Zajedno s brodogradilištem izradili smo digitalni blizanac navoza u kojem planeri unaprijed vide svaku fazu montaže.</p>
<h2>Što blizanac radi</h2>
<p>Model povezuje 3D nacrte sekcija broda s rasporedom rada i podacima senzora na kranovima. Planer može u VR-u prošetati navozom kakav će izgledati za tri tjedna, provjeriti prolaze i uočiti sudare prije nego što se dogode.</p>
<p>Prva procjena klijenta pokazuje da se vrijeme pripreme montaže skratilo za gotovo trećinu. Sljedeća faza projekta uključit će obuku novih radnika u istom okruženju.</p>`,
    },
    en: {
      title: 'A digital twin of a shipyard',
      slug: 'a-digital-twin-of-a-shipyard',
      excerpt: 'For an Adriatic shipyard we built a digital twin of the slipway that saves planners weeks of work.',
      body: `<p>Planning the construction of a ship means coordinating hundreds of lifts, cranes and people in a limited space. Together with the shipyard we built a digital twin of the slipway in which planners see every assembly stage in advance.</p>
<h2>What the twin does</h2>
<p>The model links 3D drawings of the hull sections with the work schedule and sensor data from the cranes. A planner can walk the slipway in VR as it will look in three weeks, check clearances and spot collisions before they happen.</p>
<p>The client's first estimate shows that assembly preparation time dropped by almost a third. The next phase of the project will add training for new workers in the same environment.</p>`,
    },
  },
  {
    id: 106,
    daysAgo: 199,
    terms: [2, 11],
    mediaId: 2106,
    hue: 215,
    motif: 'game',
    author: 'Luka Novak',
    hr: {
      title: 'Bura: Pilot oluje stiže na PlayStation VR2',
      slug: 'bura-pilot-oluje-stize-na-playstation-vr2',
      excerpt:
        'Naša simulacija letenja hidroavionom dobiva verziju za PlayStation VR2 s praćenjem pogleda i haptikom u naočalama.',
      body: `<p>Od izlaska igre <a href="/product/bura-pilot-oluje">Bura: Pilot oluje</a> najčešće pitanje igrača bilo je kad će igra stići na PlayStation. Odgovor je: ovog proljeća.</p>
<p>Verzija za PlayStation VR2 koristi praćenje pogleda za prikaz instrumenata – ploča se izoštrava tamo gdje gledate – a vibracija u naočalama prenosi svaki udar bure. Dodali smo i novu misiju spašavanja kod Velebitskog kanala.</p>
<p>Igrači koji već imaju igru na računalu dobit će novu misiju besplatno, kao dio ažuriranja.</p>`,
    },
    en: {
      title: 'Bora: Storm Pilot is coming to PlayStation VR2',
      slug: 'bora-storm-pilot-is-coming-to-playstation-vr2',
      excerpt: 'Our seaplane flight simulation gets a PlayStation VR2 version with eye tracking and headset haptics.',
      body: `<p>Since <a href="/en/product/bora-storm-pilot">Bora: Storm Pilot</a> came out, the question players asked most was when it would arrive on PlayStation. The answer: this spring.</p>
<p>The PlayStation VR2 version uses eye tracking for the instruments – the panel sharpens where you look – and headset vibration carries every gust of the bora. We have also added a new rescue mission in the Velebit Channel.</p>
<p>Players who already own the game on PC will get the new mission for free as part of an update.</p>`,
    },
  },
  {
    id: 107,
    daysAgo: 170,
    terms: [3],
    mediaId: 2107,
    hue: 280,
    motif: 'vr',
    author: 'Petra Horvat',
    hr: {
      title: 'Praćenje ruku ili kontroleri?',
      slug: 'pracenje-ruku-ili-kontroleri',
      excerpt: 'Usporedili smo obje metode unosa u tri naše igre. Rezultati su nas iznenadili.',
      body: `<p>Praćenje ruku zvuči kao budućnost: bez kontrolera, bez baterija, samo vaše ruke. U praksi, izbor ovisi o tome što igrač radi.</p>
<h2>Što smo mjerili</h2>
<p>Četrdeset igrača igralo je isti dio triju igara s kontrolerima i bez njih. Mjerili smo vrijeme rješavanja zadataka, broj pogrešaka i zadovoljstvo. U logičkoj igri Svjetionik na rubu praćenje ruku bilo je jednako brzo i puno omiljenije. U borbi mačem kontroleri su bili znatno precizniji.</p>
<p>Zaključak: u svim novim igrama nudimo oba načina, a sučelje prilagođavamo tako da ni jedan ne bude drugorazredan.</p>`,
    },
    en: {
      title: 'Hand tracking or controllers?',
      slug: 'hand-tracking-or-controllers',
      excerpt: 'We compared both input methods in three of our games. The results surprised us.',
      body: `<p>Hand tracking sounds like the future: no controllers, no batteries, just your hands. In practice, the choice depends on what the player is doing.</p>
<h2>What we measured</h2>
<p>Forty players played the same section of three games with and without controllers. We measured task completion time, errors and satisfaction. In the puzzle game Lighthouse at the Edge, hand tracking was just as fast and far more popular. In sword combat, controllers were clearly more precise.</p>
<p>Our conclusion: every new game offers both, and we design the interface so that neither feels second-class.</p>`,
    },
  },
  {
    id: 108,
    daysAgo: 142,
    terms: [1],
    mediaId: 2108,
    hue: 40,
    motif: 'news',
    author: 'Ivana Perić',
    hr: {
      title: 'Tražimo tehničkog umjetnika ili umjetnicu',
      slug: 'trazimo-tehnickog-umjetnika',
      excerpt: 'Pridružite se timu koji spaja umjetnost i kod: shaderi, alati i optimizacija za samostalne VR naočale.',
      body: `<p>Rastemo i tražimo tehničkog umjetnika ili umjetnicu koji će povezati naš umjetnički i programerski tim. Posao uključuje pisanje shadera, izradu alata za umjetnike i brigu o tome da naše igre izgledaju sjajno i na samostalnim VR naočalama.</p>
<h2>Što očekujemo</h2>
<ul><li>Iskustvo s Unityjem ili Unreal Engineom.</li><li>Razumijevanje grafičkog cjevovoda i profiliranja.</li><li>Volju za učenjem i dijeljenjem znanja.</li></ul>
<p>Rad je moguć iz Zagreba, Splita ili na daljinu unutar Hrvatske. Prijave šaljite putem <a href="/kontakt">kontakt obrasca</a> uz razlog »Ostalo«.</p>`,
    },
    en: {
      title: 'We are hiring a technical artist',
      slug: 'we-are-hiring-a-technical-artist',
      excerpt: 'Join a team where art meets code: shaders, tools and optimisation for standalone VR headsets.',
      body: `<p>We are growing and looking for a technical artist to connect our art and programming teams. The job includes writing shaders, building tools for artists and making sure our games look great on standalone VR headsets too.</p>
<h2>What we expect</h2>
<ul><li>Experience with Unity or Unreal Engine.</li><li>An understanding of the graphics pipeline and profiling.</li><li>Eagerness to learn and to share knowledge.</li></ul>
<p>You can work from Zagreb, Split or remotely within Croatia. Apply through the <a href="/en/contact">contact form</a> with the reason "Other".</p>`,
    },
  },
  {
    id: 109,
    daysAgo: 110,
    terms: [2, 12],
    mediaId: 2109,
    hue: 30,
    motif: 'game',
    author: 'Marko Bašić',
    hr: {
      title: 'Sjene Dioklecijana: kako smo rekonstruirali palaču',
      slug: 'sjene-dioklecijana-rekonstrukcija-palace',
      excerpt: 'Palača kakva je bila 305. godine: od arhivskih nacrta do podruma kroz koje se šulja naša junakinja.',
      body: `<p>Dioklecijanova palača jedna je od najbolje očuvanih rimskih građevina na svijetu, ali u njoj danas živi cijeli grad. Da bismo je prikazali kakva je bila 305. godine, spojili smo arhivske nacrte, arheološke studije i satove razgovora s konzervatorima.</p>
<h2>Podrumi kao igralište</h2>
<p>Podrumi palače sačuvani su gotovo netaknuti, pa su postali srce igre <a href="/product/sjene-dioklecijana">Sjene Dioklecijana</a>. Tamo smo mogli biti najvjerniji stvarnosti – i ondje se odvijaju najnapetiji trenuci priče.</p>
<p>Na gornjim katovima, gdje je izvorna arhitektura izgubljena, slijedili smo najuvjerljivije rekonstrukcije stručnjaka i jasno ih označili u načinu za učionicu.</p>`,
    },
    en: {
      title: 'Shadows of Diocletian: rebuilding the palace',
      slug: 'shadows-of-diocletian-rebuilding-the-palace',
      excerpt: 'The palace as it stood in 305 AD: from archive drawings to the cellars our heroine sneaks through.',
      body: `<p>Diocletian's Palace is one of the best preserved Roman buildings in the world, but today a whole city lives inside it. To show it as it was in 305 AD, we combined archive drawings, archaeological studies and hours of conversations with conservators.</p>
<h2>The cellars as a playground</h2>
<p>The palace cellars survived almost untouched, so they became the heart of <a href="/en/product/shadows-of-diocletian">Shadows of Diocletian</a>. There we could be most faithful to reality – and that is where the tensest moments of the story take place.</p>
<p>On the upper floors, where the original architecture is lost, we followed the most convincing expert reconstructions and marked them clearly in classroom mode.</p>`,
    },
  },
  {
    id: 110,
    daysAgo: 88,
    terms: [5, 12],
    mediaId: 2110,
    hue: 5,
    motif: 'project',
    author: 'Marko Bašić',
    hr: {
      title: 'VR obuka za vatrogasce',
      slug: 'vr-obuka-za-vatrogasce',
      excerpt:
        'Simulacija požara u zatvorenom prostoru omogućuje vatrogascima vježbu situacija koje se ne mogu sigurno uvježbati uživo.',
      body: `<p>Neke situacije vatrogasci ne mogu sigurno uvježbati: požar u tunelu, zadimljeno skladište kemikalija, urušavanje stropa. U suradnji s vatrogasnom zajednicom razvili smo simulaciju koja ih vjerno prikazuje.</p>
<p>Simulacija koristi fiziku širenja dima i topline te prati kako se tim kreće i komunicira. Instruktor u stvarnom vremenu mijenja uvjete – otvara vrata, gasi svjetla, dodaje ozlijeđene osobe – i nakon vježbe s timom pregledava snimku.</p>
<p>Tijekom pilot-razdoblja kroz simulaciju je prošlo više od sto vatrogasaca, a projekt se širi na još dvije županije.</p>`,
    },
    en: {
      title: 'VR training for firefighters',
      slug: 'vr-training-for-firefighters',
      excerpt:
        'An indoor fire simulation lets firefighters practise situations that cannot be trained safely in real life.',
      body: `<p>Some situations cannot be practised safely: a fire in a tunnel, a smoke-filled chemical warehouse, a collapsing ceiling. Together with the firefighters' association we developed a simulation that recreates them faithfully.</p>
<p>The simulation models the spread of smoke and heat and tracks how the team moves and communicates. The instructor changes conditions in real time – opening doors, cutting the lights, adding injured people – and reviews the recording with the team afterwards.</p>
<p>More than a hundred firefighters went through the simulation during the pilot, and the project is expanding to two more counties.</p>`,
    },
  },
  {
    id: 111,
    daysAgo: 61,
    terms: [4, 12],
    mediaId: 2111,
    hue: 140,
    motif: 'event',
    author: 'Ivana Perić',
    hr: {
      title: 'Radionica virtualne stvarnosti za učitelje',
      slug: 'radionica-vr-za-ucitelje',
      excerpt:
        'Četrdeset učitelja iz cijele Hrvatske proveo je subotu s nama učeći kako VR uvesti u nastavu povijesti i prirode.',
      body: `<p>U suradnji s agencijom za odgoj i obrazovanje organizirali smo besplatnu radionicu za učitelje osnovnih i srednjih škola. Četrdeset sudionika isprobalo je igru Dubrovačke zidine u načinu za učionicu i Duboko more VR.</p>
<p>Najviše smo razgovarali o praktičnim pitanjima: koliko naočala treba razredu, kako organizirati sat kad samo dio učenika može biti u VR-u i kako uključiti učenike koji ne smiju ili ne žele koristiti naočale.</p>
<p>Iduću radionicu planiramo u Osijeku. Ako želite da dođemo u vašu školu, javite nam se putem kontakt obrasca.</p>`,
    },
    en: {
      title: 'A virtual reality workshop for teachers',
      slug: 'a-vr-workshop-for-teachers',
      excerpt:
        'Forty teachers from all over Croatia spent a Saturday with us learning how to bring VR into history and science lessons.',
      body: `<p>Together with the education agency we organised a free workshop for primary and secondary school teachers. Forty participants tried Walls of Dubrovnik in classroom mode and Deep Sea VR.</p>
<p>We talked mostly about practical questions: how many headsets a class needs, how to run a lesson when only some pupils can be in VR at once, and how to include pupils who cannot or do not want to wear a headset.</p>
<p>Our next workshop will be in Osijek. If you would like us to visit your school, get in touch through the contact form.</p>`,
    },
  },
  {
    id: 112,
    daysAgo: 39,
    terms: [3, 11],
    mediaId: 2112,
    hue: 300,
    motif: 'vr',
    author: 'Luka Novak',
    hr: {
      title: 'Optimizacija za samostalne VR naočale',
      slug: 'optimizacija-za-samostalne-vr-naocale',
      excerpt: 'Kako smo udvostručili broj objekata u sceni, a zadržali 90 sličica u sekundi na mobilnom procesoru.',
      body: `<p>Samostalne VR naočale imaju procesor sličan onome u mobitelu, a moraju iscrtati dvije slike visoke razlučivosti devedeset puta u sekundi. Za novu igru trebalo nam je dvostruko više objekata u sceni nego dosad.</p>
<h2>Tri promjene koje su najviše pomogle</h2>
<ul><li>Instanciranje biljaka i kamenja umjesto zasebnih objekata.</li><li>Pečenje osvjetljenja u teksture uz mali broj dinamičkih svjetala.</li><li>Fiksno fovealno iscrtavanje na rubovima vidnog polja.</li></ul>
<p>Najvažnije je ipak bilo mjeriti na uređaju od prvog dana. Svaka noćna verzija igre automatski se pokreće na naočalama i šalje nam izvještaj o performansama.</p>`,
    },
    en: {
      title: 'Optimising for standalone VR headsets',
      slug: 'optimising-for-standalone-vr-headsets',
      excerpt: 'How we doubled the number of objects in a scene and kept 90 frames per second on a mobile chipset.',
      body: `<p>Standalone VR headsets have a processor similar to a phone's, yet they must draw two high-resolution images ninety times a second. Our new game needed twice as many objects in a scene as before.</p>
<h2>Three changes that helped the most</h2>
<ul><li>Instancing plants and rocks instead of separate objects.</li><li>Baking lighting into textures with only a few dynamic lights.</li><li>Fixed foveated rendering at the edges of the field of view.</li></ul>
<p>Most important of all was measuring on the device from day one. Every nightly build launches on a headset automatically and sends us a performance report.</p>`,
    },
  },
  {
    id: 113,
    daysAgo: 19,
    terms: [2],
    mediaId: 2113,
    hue: 185,
    motif: 'game',
    author: 'Petra Horvat',
    hr: {
      title: 'Mali ribar: igra za najmlađe',
      slug: 'mali-ribar-igra-za-najmlade',
      excerpt: 'Kako se radi igra za četverogodišnjake: bez teksta, bez žurbe i bez ijedne kupnje unutar igre.',
      body: `<p>Igru <a href="/product/mali-ribar">Mali ribar</a> testirali smo u tri zagrebačka vrtića. Djeca su nas brzo naučila da sve što zahtijeva čitanje ili brzinu jednostavno ne radi.</p>
<p>Zato u igri nema teksta: upute daje mačak Fjaka pokretima i zvukovima. Nema ni tajmera ni neuspjeha – riba koja pobjegne vraća se za nekoliko sekundi. Roditelji mogu u postavkama ograničiti vrijeme igranja.</p>
<p>Najponosniji smo na atlas riba: četrdeset vrsta Jadrana nacrtanih prema fotografijama, s kratkim zvučnim opisima na hrvatskom i engleskom.</p>`,
    },
    en: {
      title: 'Little Fisher: a game for the youngest',
      slug: 'little-fisher-a-game-for-the-youngest',
      excerpt: 'How to make a game for four-year-olds: no text, no rush and not a single in-game purchase.',
      body: `<p>We playtested <a href="/en/product/little-fisher">Little Fisher</a> in three Zagreb kindergartens. The children quickly taught us that anything requiring reading or speed simply does not work.</p>
<p>So the game has no text: Fjaka the cat gives instructions with gestures and sounds. There are no timers and no failure either – a fish that gets away comes back a few seconds later. Parents can limit play time in the settings.</p>
<p>We are proudest of the fish atlas: forty Adriatic species drawn from photographs, with short spoken descriptions in Croatian and English.</p>`,
    },
  },
  {
    id: 114,
    daysAgo: 4,
    terms: [1, 13],
    mediaId: 2114,
    hue: 230,
    motif: 'news',
    author: 'Ivana Perić',
    hr: {
      title: 'Godina u pregledu: što smo naučili',
      slug: 'godina-u-pregledu',
      excerpt: 'Dva studija, tri nove igre, četiri klijentska projekta i nekoliko lekcija koje nosimo u iduću godinu.',
      body: `<p>Ova godina bila je najveća u povijesti studija. Otvorili smo studio u Splitu, objavili tri igre i završili četiri projekta za klijente – od digitalnog blizanca brodogradilišta do simulacije za vatrogasce.</p>
<h2>Tri lekcije</h2>
<p>Prvo, testiranje s ljudima koji VR nikad nisu probali najbrže otkriva probleme. Drugo, klijentski projekti i igre uče jedni od drugih: alati koje smo razvili za simulacije danas ubrzavaju razvoj igara. Treće, mali timovi s jasnim vlasništvom rade bolje od velikih.</p>
<p>Hvala svim igračima, klijentima i partnerima. Iduće godine očekuje vas nastavak Sjena Dioklecijana i nekoliko iznenađenja.</p>`,
    },
    en: {
      title: 'Year in review: what we learned',
      slug: 'year-in-review',
      excerpt: 'Two studios, three new games, four client projects and a few lessons we are taking into next year.',
      body: `<p>This was the biggest year in the studio's history. We opened a studio in Split, released three games and completed four client projects – from a shipyard digital twin to a simulation for firefighters.</p>
<h2>Three lessons</h2>
<p>First, testing with people who have never tried VR finds problems fastest. Second, client projects and games learn from each other: tools we built for simulations now speed up game development. Third, small teams with clear ownership work better than large ones.</p>
<p>Thank you to all our players, clients and partners. Next year brings the sequel to Shadows of Diocletian and a few surprises.</p>`,
    },
  },
]

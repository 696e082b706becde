/**
 * The e-mails the backend writes (worker/backend/email/templates.ts), in the recipient's language.
 * Server-only like edge.ts: never part of a page's dictionary.
 */
export const messages = {
  hr: {
    email: {
      common: {
        greeting: 'Pozdrav {{name}},',
        greetingPlain: 'Pozdrav,',
        signature: 'Vaš izlog',
        footer: 'izlog — studio za igre i virtualnu stvarnost, Zagreb',
        notYou: 'Ako niste vi zatražili ovu poruku, slobodno je zanemarite.',
        linkFallback: 'Ako gumb ne radi, otvorite ovu poveznicu u pregledniku:',
      },
      verifyEmail: {
        subject: 'Potvrdite svoju e-mail adresu',
        intro: 'hvala na registraciji u izlogu. Potvrdite svoju e-mail adresu kako biste se mogli prijaviti.',
        button: 'Potvrdi e-mail adresu',
      },
      passwordReset: {
        subject: 'Postavljanje nove lozinke',
        intro: 'zatražili ste novu lozinku za svoj izlog račun. Poveznica vrijedi jedan sat.',
        button: 'Postavi novu lozinku',
      },
      formConfirmation: {
        subject: 'Potvrdite prijavu: {{form}}',
        intro: 'primili smo obrazac „{{form}}” s ovom e-mail adresom. Potvrdite je kako bismo prijavu mogli obraditi.',
        button: 'Potvrdi prijavu',
      },
      newsletterConfirmation: {
        subject: 'Potvrdite prijavu na newsletter',
        intro:
          'netko je ovu e-mail adresu prijavio na izlogov newsletter. Potvrdite prijavu i jednom mjesečno stižu vam nove igre, popusti i vijesti iz studija.',
        button: 'Potvrdi prijavu na newsletter',
      },
      emailChange: {
        subject: 'Potvrdite novu e-mail adresu',
        intro:
          'zatražili ste da ova adresa postane e-mail adresa vašeg izlog računa. Promjena vrijedi tek kad je potvrdite; do tada se prijavljujete dosadašnjom adresom. Poveznica vrijedi 24 sata.',
        button: 'Potvrdi novu e-mail adresu',
      },
      emailChangeNotice: {
        subject: 'Zatražena je promjena e-mail adrese vašeg računa',
        intro:
          'zatražena je promjena e-mail adrese vašeg izlog računa u {{email}}. Promjena vrijedi tek kad se potvrdi poveznicom poslanom na novu adresu. Ako to niste bili vi, promijenite lozinku na svom profilu.',
        button: 'Otvori profil',
      },
      registrationAttempt: {
        subject: 'Pokušaj registracije s vašom e-mail adresom',
        intro:
          'netko se pokušao registrirati u izlogu s vašom e-mail adresom, a za nju račun već postoji. Ako ste to bili vi, prijavite se ili postavite novu lozinku. Ako niste, ništa se nije promijenilo i ne morate ništa činiti.',
        button: 'Postavi novu lozinku',
      },
      staffInvitation: {
        subject: 'Poziv u administraciju izloga',
        intro:
          '{{inviter}} vas poziva u administraciju izloga s ulogom „{{role}}”. Postavite lozinku i prijavite se na stranici za prijavu administracije. Poveznica vrijedi 7 dana.',
        button: 'Postavi lozinku',
        role: { owner: 'vlasnik', catalogue: 'katalog', orders: 'narudžbe', content: 'sadržaj' },
      },
      order: {
        subject: 'Narudžba {{number}} je zaprimljena',
        intro: 'hvala na narudžbi! Zaprimili smo je pod brojem {{number}}.',
        paidIntro: 'hvala na narudžbi! Plaćanje je uspjelo, a narudžba {{number}} je zaprimljena.',
        items: 'Proizvodi',
        product: 'Proizvod',
        quantity: 'Količina',
        amount: 'Iznos',
        itemsTotal: 'Proizvodi ukupno',
        delivery: 'Dostava',
        discount: 'Popust',
        total: 'Ukupno za platiti',
        deliveryMethod: 'Način dostave',
        branch: 'Mjesto preuzimanja: {{name}}',
        paymentMethod: 'Način plaćanja',
        shippingAddress: 'Adresa za dostavu',
        billingAddress: 'Adresa za račun',
        company: 'Tvrtka: {{name}}, OIB {{oib}}',
        note: 'Napomena: {{note}}',
        bankTitle: 'Podaci za uplatu',
        bankIntro: 'Narudžbu šaljemo kad uplata stigne. Uplatite iznos na račun:',
        recipient: 'Primatelj',
        iban: 'IBAN',
        bankAmount: 'Iznos',
        model: 'Model',
        reference: 'Poziv na broj',
        description: 'Opis plaćanja',
        barcodeIntro: 'Ili skenirajte barkod u aplikaciji svoje banke:',
        barcodeAlt: 'HUB-3 barkod za plaćanje',
        viewOrder: 'Pogledajte narudžbu',
        linkValid: 'Poveznica otvara ovu narudžbu bez prijave i vrijedi {{days}} dana. Ne prosljeđujte je drugima.',
      },
      orderStatus: {
        paidSubject: 'Uplata za narudžbu {{number}} je zaprimljena',
        paidIntro: 'zaprimili smo vašu uplatu za narudžbu {{number}}. Narudžbu pripremamo za slanje.',
        cancelledSubject: 'Narudžba {{number}} je otkazana',
        cancelledIntro: 'narudžba {{number}} je otkazana. Ako ste je već platili, javit ćemo vam se oko povrata novca.',
        total: 'Iznos narudžbe',
      },
    },
  },
  en: {
    email: {
      common: {
        greeting: 'Hello {{name}},',
        greetingPlain: 'Hello,',
        signature: 'Your izlog team',
        footer: 'izlog — game and virtual reality studio, Zagreb',
        notYou: 'If you did not ask for this message, you can safely ignore it.',
        linkFallback: 'If the button does not work, open this link in your browser:',
      },
      verifyEmail: {
        subject: 'Confirm your e-mail address',
        intro: 'thank you for registering with izlog. Please confirm your e-mail address so you can log in.',
        button: 'Confirm e-mail address',
      },
      passwordReset: {
        subject: 'Set a new password',
        intro: 'you asked for a new password for your izlog account. The link is valid for one hour.',
        button: 'Set a new password',
      },
      formConfirmation: {
        subject: 'Confirm your submission: {{form}}',
        intro:
          'we received the form “{{form}}” with this e-mail address. Please confirm it so we can process your submission.',
        button: 'Confirm submission',
      },
      newsletterConfirmation: {
        subject: 'Confirm your newsletter subscription',
        intro:
          'someone signed this e-mail address up for the izlog newsletter. Confirm it and once a month you will get new games, discounts and studio news.',
        button: 'Confirm subscription',
      },
      emailChange: {
        subject: 'Confirm your new e-mail address',
        intro:
          'you asked for this address to become the e-mail address of your izlog account. The change takes effect once you confirm it; until then you log in with your current address. The link is valid for 24 hours.',
        button: 'Confirm the new e-mail address',
      },
      emailChangeNotice: {
        subject: 'A change of your account’s e-mail address was requested',
        intro:
          'a change of your izlog account’s e-mail address to {{email}} was requested. It takes effect only once it is confirmed with the link sent to the new address. If this was not you, change your password on your profile.',
        button: 'Open your profile',
      },
      registrationAttempt: {
        subject: 'Someone tried to register with your e-mail address',
        intro:
          'someone tried to register at izlog with your e-mail address, which already has an account. If it was you, log in or set a new password. If not, nothing has changed and you need not do anything.',
        button: 'Set a new password',
      },
      staffInvitation: {
        subject: 'Your invitation to the izlog backoffice',
        intro:
          '{{inviter}} invites you to the izlog backoffice with the role “{{role}}”. Set a password, then log in on the backoffice login page. The link is valid for 7 days.',
        button: 'Set a password',
        role: { owner: 'owner', catalogue: 'catalogue', orders: 'orders', content: 'content' },
      },
      order: {
        subject: 'Order {{number}} received',
        intro: 'thank you for your order! We have received it as number {{number}}.',
        paidIntro: 'thank you for your order! The payment went through and order {{number}} is received.',
        items: 'Products',
        product: 'Product',
        quantity: 'Quantity',
        amount: 'Amount',
        itemsTotal: 'Products total',
        delivery: 'Delivery',
        discount: 'Discount',
        total: 'Total to pay',
        deliveryMethod: 'Delivery',
        branch: 'Pick-up point: {{name}}',
        paymentMethod: 'Payment',
        shippingAddress: 'Delivery address',
        billingAddress: 'Billing address',
        company: 'Company: {{name}}, OIB {{oib}}',
        note: 'Note: {{note}}',
        bankTitle: 'Payment details',
        bankIntro: 'We ship the order once the payment arrives. Please pay the amount to:',
        recipient: 'Recipient',
        iban: 'IBAN',
        bankAmount: 'Amount',
        model: 'Model',
        reference: 'Reference',
        description: 'Payment description',
        barcodeIntro: 'Or scan the barcode in your banking app:',
        barcodeAlt: 'HUB-3 payment barcode',
        viewOrder: 'View your order',
        linkValid: 'The link opens this order without logging in and is valid for {{days}} days. Do not forward it.',
      },
      orderStatus: {
        paidSubject: 'Payment for order {{number}} received',
        paidIntro: 'we have received your payment for order {{number}}. We are preparing it for shipping.',
        cancelledSubject: 'Order {{number}} has been cancelled',
        cancelledIntro:
          'order {{number}} has been cancelled. If you have already paid for it, we will contact you about the refund.',
        total: 'Order total',
      },
    },
  },
} as const

/**
 * Messages the Worker itself answers with (JSON errors of /api/auth, /api/cart and the /api
 * proxy). They are kept out of the page dictionary: the browser only ever sees them inside an
 * error answer, already in its language.
 */
export const messages = {
  hr: {
    edge: {
      auth: {
        loginFailed: 'Prijava nije uspjela',
        noSession: 'Sesija je istekla, prijavite se ponovno.',
        badLocale: 'Nepoznat jezik.',
        throttled: 'Previše neuspjelih prijava. Pokušajte ponovno za {{seconds}} s.',
        backofficeOnly: 'Ovo mogu samo urednici stranice.',
        staffAreaForbidden: 'Vaša uloga nema pristup ovom dijelu administracije.',
      },
      cart: {
        badProduct: 'Proizvod nije odabran.',
        badItem: 'Stavka košarice nije ispravna.',
        couponRequired: 'Unesite kod kupona',
        barcodeInvalid: 'Barkod članske iskaznice nije ispravan',
        noSession: 'Košarica je prazna.',
        unavailable: 'Košarica trenutno nije dostupna, pokušajte ponovno. Vaši artikli su sačuvani.',
      },
      form: {
        refused: 'Obrazac je poslan s drugog web-mjesta pa je odbijen.',
      },
      cookieConsent: {
        invalid: 'Odabir kolačića nije ispravan. Vratite se na stranicu i odaberite ponovno.',
      },
      checkout: {
        unavailable: 'Narudžbu trenutno nije moguće poslati. Košarica i uneseni podaci su sačuvani, pokušajte ponovno.',
      },
      paymentHandOff: {
        title: 'Plaćanje narudžbe {{slug}}',
        toForm: 'Narudžba {{slug}} je zaprimljena i čeka plaćanje. Nastavite na stranicu za plaćanje karticom.',
        toWallet: 'Narudžba {{slug}} je zaprimljena i čeka plaćanje. Odaberite novčanik kojim plaćate.',
        continue: 'Nastavi na plaćanje',
      },
      upstream: {
        unavailable: 'Usluga trenutno nije dostupna, pokušajte ponovno.',
        timeout: 'Usluga se predugo ne javlja, pokušajte ponovno za nekoliko trenutaka.',
        failed: 'Zahtjev nije uspio, pokušajte ponovno.',
        methodNotAllowed: 'Metoda {{method}} nije dopuštena.',
      },
      path: {
        malformed: 'Adresa nije ispravno zapisana.',
      },
      devTools: {
        notFound: 'Alati za razvoj nisu dostupni u produkciji.',
        unknownProject: 'Promjene se čitaju samo iz projekta postavljenog u GITLAB_PROJECT_ID.',
        unknownDomain: 'Domena {{domain}} nije među domenama stranice.',
      },
    },
  },
  en: {
    edge: {
      auth: {
        loginFailed: 'Unknown username or password!',
        noSession: 'Your session has expired, please log in again.',
        badLocale: 'Unknown language.',
        throttled: 'Too many failed logins. Please try again in {{seconds}} s.',
        backofficeOnly: 'Only the site’s editors can do this.',
        staffAreaForbidden: 'Your role does not reach this part of the backoffice.',
      },
      cart: {
        badProduct: 'No product was chosen.',
        badItem: 'The cart item is not valid.',
        couponRequired: 'Enter a coupon code',
        barcodeInvalid: 'The membership card barcode is not valid',
        noSession: 'Your cart is empty.',
        unavailable: 'The cart is temporarily unavailable, please try again. Your items are kept.',
      },
      form: {
        refused: 'The form was sent from another site, so it was refused.',
      },
      cookieConsent: {
        invalid: 'The cookie choice is not valid. Go back to the page and choose again.',
      },
      checkout: {
        unavailable: 'The order cannot be sent right now. Your cart and details are kept, please try again.',
      },
      paymentHandOff: {
        title: 'Paying for order {{slug}}',
        toForm: 'Order {{slug}} has been received and awaits its payment. Continue to the card payment page.',
        toWallet: 'Order {{slug}} has been received and awaits its payment. Choose the wallet to pay with.',
        continue: 'Continue to payment',
      },
      upstream: {
        unavailable: 'The service is temporarily unavailable, please try again.',
        timeout: 'The service is taking too long to answer, please try again in a moment.',
        failed: 'The request failed, please try again.',
        methodNotAllowed: 'Method {{method}} is not allowed.',
      },
      path: {
        malformed: 'The address is not written correctly.',
      },
      devTools: {
        notFound: 'The development tools are not available in production.',
        unknownProject: 'Releases are read only from the project set in GITLAB_PROJECT_ID.',
        unknownDomain: 'The domain {{domain}} is not one of the site’s domains.',
      },
    },
  },
} as const

/** The backoffice's texts for the catalogue's CSV import and export (issue 35): in the staff pages' dictionary only (editDictionaryFor). */
export const messages = {
  hr: {
    catalogueImport: {
      intro:
        'Izvezite katalog u CSV, uredite ga u tabličnom kalkulatoru i uvezite ga natrag. Proizvodi se prepoznaju po šifri (SKU): nova šifra stvara proizvod, postojeća ga mijenja. Ništa se ne upisuje dok ne potvrdite uvoz.',
      backToList: 'Natrag na proizvode',
      export: {
        title: 'Izvoz',
        text: 'Jedan redak po artiklu za prodaju (varijante ispod svojeg proizvoda, sa stupcem „parent_sku”), tekstovi na hrvatskom i engleskom, cijene u eurima s decimalnom točkom, prazna zaliha znači neograničeno.',
        link: 'Preuzmi katalog (CSV)',
      },
      form: {
        title: 'Uvoz',
        file: 'CSV datoteka',
        fileHint:
          'UTF-8, zarez ili točka-zarez kao razdjelnik. Stupac „sku” je obavezan; stupci kojih u datoteci nema ostaju nepromijenjeni.',
        fileChosen: 'Odabrana datoteka: {{name}}',
        fileUnreadable: 'Datoteka se ne može pročitati.',
        paste: 'Ili zalijepite CSV',
        pasteLabel: 'Sadržaj CSV-a',
        check: 'Provjeri',
        empty: 'Odaberite datoteku ili zalijepite CSV.',
      },
      report: {
        title: 'Rezultat provjere',
        appliedTitle: 'Uvoz je upisan',
        dryRunNote: 'Ovo je samo provjera: ništa još nije upisano.',
        appliedNote:
          'Upisano je {{create}} novih i {{update}} izmijenjenih proizvoda. Odbijeni retci ({{refused}}) nisu upisani.',
        stale: 'CSV se promijenio nakon provjere. Provjerite ga ponovno prije uvoza.',
        nothingToImport: 'Nema redaka za uvoz: popravite odbijene retke pa ponovno provjerite.',
        summary: 'Sažetak',
        counts: {
          create: 'Novi proizvodi',
          update: 'Izmjene',
          unchanged: 'Bez promjene',
          refused: 'Odbijeni retci',
        },
        filter: 'Prikaži retke',
        all: 'Sve ({{count}})',
        tableLabel: 'Retci CSV-a',
        shown: 'Prikazano {{from}}–{{to}} od {{count}} redaka.',
        noneShown: 'Nema redaka s tim ishodom.',
        pager: 'Stranice redaka',
        previous: 'Prethodna',
        next: 'Sljedeća',
        pageOf: 'Stranica {{page}} od {{total}}',
        columns: {
          line: 'Redak',
          sku: 'Šifra',
          outcome: 'Ishod',
          detail: 'Pojedinosti',
        },
        outcomes: {
          create: 'Novi',
          update: 'Izmjena',
          unchanged: 'Bez promjene',
          refused: 'Odbijen',
        },
        changes: 'Mijenja se: {{columns}}',
      },
      confirm: {
        button: 'Uvezi retke ({{count}})',
        title: 'Uvesti {{count}} redaka?',
        body: 'Novih proizvoda: {{create}}, izmjena: {{update}}. Odbijeni retci ({{refused}}) se preskaču. Sve se upisuje odjednom ili ništa.',
        confirm: 'Uvezi',
      },
    },
  },
  en: {
    catalogueImport: {
      intro:
        'Export the catalogue as CSV, edit it in a spreadsheet and import it back. Products are matched by SKU: a new SKU creates a product, an existing one changes it. Nothing is written until you confirm the import.',
      backToList: 'Back to products',
      export: {
        title: 'Export',
        text: "One row per sellable item (variants below their product, with a 'parent_sku' column), texts in Croatian and English, prices in euros with a decimal point, empty stock meaning unlimited.",
        link: 'Download the catalogue (CSV)',
      },
      form: {
        title: 'Import',
        file: 'CSV file',
        fileHint:
          "UTF-8, comma or semicolon as the delimiter. The 'sku' column is required; columns the file leaves out stay as they are.",
        fileChosen: 'Chosen file: {{name}}',
        fileUnreadable: 'The file cannot be read.',
        paste: 'Or paste the CSV',
        pasteLabel: 'CSV content',
        check: 'Check',
        empty: 'Choose a file or paste the CSV.',
      },
      report: {
        title: 'Check result',
        appliedTitle: 'The import is written',
        dryRunNote: 'This is only a check: nothing has been written yet.',
        appliedNote:
          '{{create}} new and {{update}} changed products were written. The refused rows ({{refused}}) were not.',
        stale: 'The CSV changed after the check. Check it again before importing.',
        nothingToImport: 'No rows to import: fix the refused rows and check again.',
        summary: 'Summary',
        counts: {
          create: 'New products',
          update: 'Changes',
          unchanged: 'Unchanged',
          refused: 'Refused rows',
        },
        filter: 'Show rows',
        all: 'All ({{count}})',
        tableLabel: 'CSV rows',
        shown: 'Showing {{from}}–{{to}} of {{count}} rows.',
        noneShown: 'No rows with that outcome.',
        pager: 'Pages of rows',
        previous: 'Previous',
        next: 'Next',
        pageOf: 'Page {{page}} of {{total}}',
        columns: {
          line: 'Row',
          sku: 'SKU',
          outcome: 'Outcome',
          detail: 'Details',
        },
        outcomes: {
          create: 'New',
          update: 'Change',
          unchanged: 'Unchanged',
          refused: 'Refused',
        },
        changes: 'Changes: {{columns}}',
      },
      confirm: {
        button: 'Import rows ({{count}})',
        title: 'Import {{count}} rows?',
        body: 'New products: {{create}}, changes: {{update}}. The refused rows ({{refused}}) are skipped. Everything is written at once or nothing is.',
        confirm: 'Import',
      },
    },
  },
} as const

/**
 * Issue 36, after the sale — refunds: the buyer's order page (`orderRefunds`), the backoffice (`adminRefunds`; staff pages),
 * and the e-mails the Worker writes (`emailMessages`, never in a page).
 */
export const messages = {
  hr: {
    orderRefunds: {
      title: 'Povrati novca',
      refund: 'Vraćeno {{amount}}',
      date: '{{date}}',
      line: '{{qty}} × {{name}}: {{amount}}',
      shipping: 'Dostava: {{amount}}',
      viaProvider: 'Vraćeno na karticu ili novčanik kojim ste platili.',
      byHand: 'Isplaćujemo vam na račun.',
      creditNote: 'Odobrenje br. {{number}}',
    },
    adminRefunds: {
      title: 'Povrat novca',
      left: 'Preostalo za povrat: {{amount}}',
      nothingLeft: 'Sve što je plaćeno već je vraćeno.',
      viaProvider: 'Novac se vraća preko pružatelja kartičnog plaćanja.',
      byHand: 'Novac isplaćujete ručno (pouzeće ili bankovna uplata); ovdje se povrat samo evidentira.',
      open: 'Vrati novac',
      dialogTitle: 'Povrat novca za narudžbu {{number}}',
      linesLegend: 'Stavke koje se vraćaju',
      lineQty: 'Količina (najviše {{left}})',
      unitPrice: '{{price}} po komadu',
      shipping: 'Dostava u eurima (najviše {{left}})',
      listViaProvider: 'Vraćeno preko pružatelja plaćanja.',
      listByHand: 'Isplaćeno ručno.',
      restock: 'Roba je vraćena na skladište (količine se vraćaju na zalihu)',
      settlesReturn: 'Povrat robe koji se ovime zatvara',
      noReturn: 'Nijedan',
      returnOption: 'Povrat #{{id}}',
      reason: 'Razlog (nije obavezno)',
      amount: 'Iznos povrata: {{amount}}',
      nothingChosen: 'Odaberite barem jednu stavku ili iznos dostave.',
      confirm: 'Vrati {{amount}}',
      done: 'Vraćeno {{amount}} za narudžbu {{number}}.',
    },
  },
  en: {
    orderRefunds: {
      title: 'Refunds',
      refund: 'Refunded {{amount}}',
      date: '{{date}}',
      line: '{{qty}} × {{name}}: {{amount}}',
      shipping: 'Shipping: {{amount}}',
      viaProvider: 'Refunded to the card or wallet you paid with.',
      byHand: 'We pay it out to your bank account.',
      creditNote: 'Credit note no. {{number}}',
    },
    adminRefunds: {
      title: 'Refund',
      left: 'Left to refund: {{amount}}',
      nothingLeft: 'Everything paid has been refunded.',
      viaProvider: 'The money goes back through the card provider.',
      byHand: 'You pay the money out by hand (cash on delivery or bank transfer); here the refund is only recorded.',
      open: 'Refund',
      dialogTitle: 'Refund for order {{number}}',
      linesLegend: 'Lines to refund',
      lineQty: 'Quantity (at most {{left}})',
      unitPrice: '{{price}} each',
      shipping: 'Shipping in euros (at most {{left}})',
      listViaProvider: 'Refunded through the payment provider.',
      listByHand: 'Paid out by hand.',
      restock: 'The goods are back in stock (the quantities go back on the shelf)',
      settlesReturn: 'Return this refund settles',
      noReturn: 'None',
      returnOption: 'Return #{{id}}',
      reason: 'Reason (optional)',
      amount: 'Refund amount: {{amount}}',
      nothingChosen: 'Choose at least one line or a shipping amount.',
      confirm: 'Refund {{amount}}',
      done: 'Refunded {{amount}} for order {{number}}.',
    },
  },
} as const

export const emailMessages = {
  hr: {
    emailRefunds: {
      subject: 'Povrat novca za narudžbu {{number}}',
      intro: 'vratili smo vam {{amount}} za narudžbu {{number}}.',
      line: '{{qty}} × {{name}}: {{amount}}',
      shipping: 'Dostava: {{amount}}',
      viaProvider:
        'Novac je vraćen na karticu ili novčanik kojim ste platili; na računu će vam biti vidljiv za nekoliko radnih dana.',
      byHand: 'Novac ćemo vam uplatiti na bankovni račun. Ako nam još niste poslali IBAN, odgovorite na ovu poruku.',
      creditNote: 'Odobrenje br. {{creditNote}} nalazi se na stranici narudžbe.',
    },
  },
  en: {
    emailRefunds: {
      subject: 'Refund for order {{number}}',
      intro: 'we have refunded {{amount}} for order {{number}}.',
      line: '{{qty}} × {{name}}: {{amount}}',
      shipping: 'Shipping: {{amount}}',
      viaProvider:
        'The money went back to the card or wallet you paid with; it will show on your account within a few working days.',
      byHand:
        'We will pay the money to your bank account. If you have not sent us your IBAN yet, reply to this e-mail.',
      creditNote: 'Credit note no. {{creditNote}} is on the order page.',
    },
  },
} as const

/** Issue 36: this domain's refusal codes and their texts. */
export const messages = {
  hr: {
    DOWNLOAD_NOT_FOUND: 'Ova poveznica za preuzimanje ne postoji.',
    DOWNLOAD_EXPIRED: 'Poveznica za preuzimanje je istekla. Obnovite je na stranici narudžbe.',
    DOWNLOAD_USED_UP: 'Datoteka je preuzeta najveći dopušteni broj puta. Obnovite poveznicu na stranici narudžbe.',
    DOWNLOAD_REVOKED: 'Ova poveznica za preuzimanje više ne vrijedi.',
    DOWNLOAD_LINE_NOT_FOUND: 'Ova stavka narudžbe nema datoteku za preuzimanje.',
    DOWNLOAD_STILL_VALID: 'Poveznica za preuzimanje još vrijedi, nije je potrebno obnoviti.',
    DOWNLOAD_NOT_AVAILABLE: 'Preuzimanje ove stavke više nije dostupno.',
  },
  en: {
    DOWNLOAD_NOT_FOUND: 'This download link does not exist.',
    DOWNLOAD_EXPIRED: 'This download link has expired. Renew it on the order page.',
    DOWNLOAD_USED_UP: 'The file has been downloaded as many times as allowed. Renew the link on the order page.',
    DOWNLOAD_REVOKED: 'This download link is no longer valid.',
    DOWNLOAD_LINE_NOT_FOUND: 'This order line has no file to download.',
    DOWNLOAD_STILL_VALID: 'The download link is still valid; there is no need to renew it.',
    DOWNLOAD_NOT_AVAILABLE: 'Downloading this item is no longer available.',
  },
}

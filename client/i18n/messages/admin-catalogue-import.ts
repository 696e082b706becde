/** The backoffice's texts for the catalogue's CSV import and export (issue 35): in the staff pages' dictionary only (editDictionaryFor). */
export const messages = {
  hr: {
    catalogueImport: {
      placeholder: '',
    },
  },
  en: {
    catalogueImport: {
      placeholder: '',
    },
  },
} as const

/** The backoffice's texts for categories, attributes and tags (issue 35): in the staff pages' dictionary only (editDictionaryFor). */
export const messages = {
  hr: {
    catalogueTerms: {
      placeholder: '',
    },
  },
  en: {
    catalogueTerms: {
      placeholder: '',
    },
  },
} as const

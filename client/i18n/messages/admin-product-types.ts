/** The backoffice's texts for the product editor's parts per type: variants, bundle, digital goods (issue 35): in the staff pages' dictionary only (editDictionaryFor). */
export const messages = {
  hr: {
    productTypes: {
      placeholder: '',
    },
  },
  en: {
    productTypes: {
      placeholder: '',
    },
  },
} as const

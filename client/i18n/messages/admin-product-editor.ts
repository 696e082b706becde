/** The backoffice's texts for the product editor (issue 35): in the staff pages' dictionary only (editDictionaryFor). */
export const messages = {
  hr: {
    productEditor: {
      placeholder: '',
    },
  },
  en: {
    productEditor: {
      placeholder: '',
    },
  },
} as const

/** The backoffice's texts for the product list (issue 35): in the staff pages' dictionary only (editDictionaryFor). */
export const messages = {
  hr: {
    productList: {
      placeholder: '',
    },
  },
  en: {
    productList: {
      placeholder: '',
    },
  },
} as const

/** Issue 37: the coupons domain's refusal codes (the backoffice's) and their texts. */
export const messages = {
  hr: {
    COUPON_CODE_TAKEN: 'Kupon s ovim kodom već postoji.',
    COUPON_PERCENT_REQUIRED: 'Upišite postotak popusta.',
    COUPON_AMOUNT_REQUIRED: 'Upišite iznos popusta.',
    COUPON_VALID_TO_BEFORE_FROM: 'Kraj valjanosti mora biti nakon početka.',
    COUPON_CUSTOMER_LIMIT_ABOVE_TOTAL: 'Ograničenje po kupcu ne može biti veće od ukupnog ograničenja.',
    COUPON_UNKNOWN_PRODUCT: 'Jedan od odabranih proizvoda više ne postoji.',
    COUPON_UNKNOWN_CATEGORY: 'Jedna od odabranih kategorija više ne postoji.',
  },
  en: {
    COUPON_CODE_TAKEN: 'A coupon with this code already exists.',
    COUPON_PERCENT_REQUIRED: 'Enter the discount percentage.',
    COUPON_AMOUNT_REQUIRED: 'Enter the discount amount.',
    COUPON_VALID_TO_BEFORE_FROM: 'The end of validity must come after its start.',
    COUPON_CUSTOMER_LIMIT_ABOVE_TOTAL: 'The limit per customer cannot be higher than the total limit.',
    COUPON_UNKNOWN_PRODUCT: 'One of the chosen products no longer exists.',
    COUPON_UNKNOWN_CATEGORY: 'One of the chosen categories no longer exists.',
  },
}

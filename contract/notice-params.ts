/**
 * The query parameters an HTML form's answer (a 303 back to its page) adds for a notice said once on
 * that page: content and account forms name their outcome and the form it is for, a throttled login
 * its wait; the cart's forms their outcome. A module of constants only, so the shell's language
 * switcher can drop them from its link without the forms' code.
 */
export const FORM_OUTCOME_PARAM = 'form'
export const FORM_TARGET_PARAM = 'formId'
/** A throttled login's query parameter: the seconds to wait (a number the edge writes, nothing typed). */
export const WAIT_PARAM = 'wait'
export const CART_OUTCOME_PARAM = 'cart'

export const NOTICE_PARAMS = [FORM_OUTCOME_PARAM, FORM_TARGET_PARAM, WAIT_PARAM, CART_OUTCOME_PARAM] as const

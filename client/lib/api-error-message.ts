import { useCallback } from 'react'
import { useI18n, type I18n, type MessageKey } from '../i18n/i18n'
import { useToast } from './toasts'
import { useSiteInfo } from './site-context'
import { curlCommand } from './curl'
import { ApiError } from '../../contract/api'

/**
 * Server messages and codes (SPEC §8 "mapped messages") → keys of the errors namespace. Matched
 * case-insensitively on the trimmed message (or the error code).
 */
const MESSAGE_KEYS: Record<string, MessageKey> = {
  invalid_login: 'error.api.invalidLogin',
  'coupon not found!': 'error.api.couponNotFound',
  'incorrect old password.': 'error.api.incorrectOldPassword',
  'student is not assigned to any department': 'error.api.studentNotAssigned',
  'user already exist.': 'error.api.userAlreadyExist',
  'unknown username or password!': 'error.api.unknownUsernameOrPassword',
  'prijava nije uspjela': 'error.api.loginFailed',
  'login failed': 'error.api.loginFailed',
  'email not confirmed': 'error.api.emailNotConfirmed',
  'e-mail not confirmed': 'error.api.emailNotConfirmed',
  'cart is archived.': 'error.api.cartArchived',
  'session already used.': 'error.api.sessionAlreadyUsed',
  "session doesn't exist": 'error.api.sessionDoesntExist',
  'no active user': 'error.api.noActiveUser',
  'comment edit not allowed': 'error.api.commentEditNotAllowed',
  'only one review per user': 'error.api.onlyOneReview',
  'already posted review': 'error.api.alreadyPostedReview',
  'not found': 'error.api.notFound',
  'logged users only': 'error.api.loggedUsersOnly',
  'comments disabled': 'error.api.commentsDisabled',
  'send comment or rating': 'error.api.sendCommentOrRating',
  'rate to comment': 'error.api.rateToComment',
  'comment to rate': 'error.api.commentToRate',
  'already subscribed': 'error.api.alreadySubscribed',
  'already subscribed to newsletter': 'error.api.alreadySubscribed',
  'store is not defined': 'error.api.storeNotDefined',
  'cart session not initialised!': 'error.api.cartSessionNotInitialised',
  'token undefined': 'error.api.tokenUndefined',
  'query parameters missing': 'error.api.queryParametersMissing',
  captcha_failed: 'content.forms.captchaFailed',
  captcha_not_configured: 'error.api.recaptchaMissing',
  captcha_unavailable: 'error.api.captchaUnavailable',
  address_in_use: 'customer.addresses.inUse',
  media_in_use: 'edit.media.inUse',
}

/** Server messages that are SPEC §8 message keys, translated as such. */
const MESSAGE_KEY_PATTERN = /^(core\.notifications|error)\.[A-Za-z0-9_.]+$/

/** The i18n key of a known server message or code, else undefined. */
export function apiMessageKey(message: string, code?: string): MessageKey | undefined {
  return MESSAGE_KEYS[message.trim().toLowerCase()] ?? (code ? MESSAGE_KEYS[code.trim().toLowerCase()] : undefined)
}

/**
 * A user-facing, translated message for any error: known server messages translated, other
 * server messages shown as sent (the backend answers in the request language), network errors
 * and unknown errors get the generic texts.
 */
export function errorMessage(error: unknown, translator: Pick<I18n, 't' | 'has'>): string {
  const { t } = translator
  if (error instanceof ApiError) {
    const key = apiMessageKey(error.message, error.code)
    if (key) return t(key)
    // The backend names some SPEC §8 messages by their key (e.g. 'error.invalidQuantity').
    if (MESSAGE_KEY_PATTERN.test(error.message) && translator.has(error.message)) return t(error.message)
    if (error.status === 0) return t('error.network')
    if (error.status === 429) return t('error.api.tooManyRequests')
    if (error.status === 403 && !error.message) return t('error.api.forbidden')
    return error.message || t('error.generic')
  }
  if (error instanceof Error && error.message) {
    const key = apiMessageKey(error.message)
    return key ? t(key) : t('error.generic')
  }
  return t('error.generic')
}

/** `const showError = useErrorToast(); ... catch (e) { showError(e) }` — error toast (50 ms per character). */
export function useErrorToast(): (error: unknown) => void {
  const translator = useI18n()
  const toast = useToast()
  const { badge } = useSiteInfo()
  return useCallback(
    (error: unknown) => {
      toast.error(errorMessage(error, translator))
      // Outside production (the version badge is shown) a second toast gives the request as a curl command.
      if (badge && error instanceof ApiError && error.request) toast.debug(curlCommand(location.origin, error.request))
    },
    [badge, toast, translator],
  )
}

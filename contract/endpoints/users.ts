import * as v from 'valibot'
import { adminListQuery, IdParamsSchema } from '../schemas/params'
import type { AdminMemberCardDetail, AdminMemberCardRow } from '../dto/admin'
import type { LastPagePage } from '../dto/cms'
import type {
  AddressDto,
  GuestUserDto,
  LoginResponse,
  LogoutResponse,
  PasswordDone,
  RefreshResponse,
  RegisterResponse,
  SocialLoginResponse,
  SocialProviders,
  UserDto,
  ValidateBarcodeResponse,
  VerifyEmailResponse,
} from '../dto/users'
import {
  AddressPatchSchema,
  AddressSchema,
  BarcodeCheckSchema,
  GuestUpdateSchema,
  LoginSchema,
  LogoutSchema,
  PasswordForgotSchema,
  PasswordResetSchema,
  PasswordSetSchema,
  RegisterSchema,
  UpdateProfileSchema,
} from '../schemas/users'
import { isValidEan13 } from '../validation/ean13'
import { V } from '../validation/keys'
import { cartBound, endpoint } from './endpoint'

/** An address's id (0 passes, and is not found). */
const AddressIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'id must be a positive number.'), v.transform(Number)),
})

/** The token is checked by the handler (a too long one is an unknown link, 404, not a 400). */
const TokenParamsSchema = v.object({ token: v.string() })

const OauthSchema = v.object({
  provider: v.pipe(v.string('provider is required.'), v.maxLength(40)),
  idToken: v.pipe(v.string('idToken is required.'), v.minLength(10), v.maxLength(8000)),
  nonce: v.pipe(v.string('nonce is required.'), v.minLength(16), v.maxLength(200)),
})

/** `?page=&q=` of the backoffice's card list (a longer search is a clear 400, never a failed query). */
const MemberCardsQuerySchema = adminListQuery({})

const MemberCardEmail = v.pipe(
  v.string(V.required),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(V.required),
  v.maxLength(254, V.maxLength),
  v.email(V.email),
)
// An object's message is also what a missing field says.
const MemberCardIssueSchema = v.object(
  {
    /** The number printed on the card: EAN-13, so a mistyped digit is caught here. */
    barcode: v.pipe(v.string(V.required), v.trim(), v.nonEmpty(V.required), v.check(isValidEan13, V.memberCardNumber)),
    email: MemberCardEmail,
  },
  V.required,
)
const MemberCardAssignSchema = v.object({ email: MemberCardEmail }, V.required)
const MemberCardActiveSchema = v.object({ active: v.boolean(V.required) }, V.required)

/** Users and auth (SPEC §7 Auth and User calls) and the backoffice's membership cards (issue 32). */
export const users = {
  /** Token-issuing calls: only the edge's /api/auth makes them (tokens never reach JavaScript). */
  login: endpoint<LoginResponse>()({
    method: 'POST',
    path: 'api/v1/login',
    access: 'public',
    cache: 'none',
    body: LoginSchema,
    edgeOnly: 'auth',
  }),
  /** The refresh token rides in the `refreshToken` header. */
  refresh: endpoint<RefreshResponse>()({
    method: 'GET',
    path: 'api/v1/refresh',
    access: 'public',
    cache: 'none',
    edgeOnly: 'auth',
  }),
  logout: endpoint<LogoutResponse>()({
    method: 'POST',
    path: 'api/v1/logout',
    access: 'public',
    cache: 'none',
    body: LogoutSchema,
    edgeOnly: 'auth',
  }),
  socialProviders: endpoint<SocialProviders>()({
    method: 'GET',
    path: 'api/v1/user/social/redirect-login',
    access: 'public',
    cache: 'none',
  }),
  socialOauth: endpoint<SocialLoginResponse>()({
    method: 'POST',
    path: 'api/v1/user/social/oauth',
    access: 'public',
    cache: 'none',
    body: OauthSchema,
    edgeOnly: 'auth',
  }),
  webProfile: endpoint<UserDto>()({ method: 'GET', path: 'api/v1/user/web/profile', access: 'user', cache: 'none' }),
  /** The edge's backoffice check (worker/routes/admin.ts): a staff account's own profile. */
  staffProfile: endpoint<UserDto>()({
    method: 'GET',
    path: 'api/v1/user/profile',
    access: 'staff',
    area: 'any',
    cache: 'none',
  }),
  register: endpoint<RegisterResponse>()({
    method: 'POST',
    path: 'api/v1/user/web/register',
    access: 'public',
    cache: 'none',
    body: RegisterSchema,
  }),
  verifyEmail: endpoint<VerifyEmailResponse>()({
    method: 'GET',
    path: 'api/v1/user/web/verify/:token',
    access: 'public',
    cache: 'none',
    params: TokenParamsSchema,
  }),
  /** It changes the name and e-mail the access token carries. */
  updateProfile: endpoint<UserDto>()({
    method: 'PATCH',
    path: 'api/v1/user/web/update',
    access: 'user',
    cache: 'none',
    body: UpdateProfileSchema,
    renewsSession: true,
  }),
  addressCreate: endpoint<AddressDto>()({
    method: 'POST',
    path: 'api/v1/user/web/address/create',
    access: 'user',
    cache: 'none',
    body: AddressSchema,
  }),
  addressUpdate: endpoint<AddressDto>()({
    method: 'PATCH',
    path: 'api/v1/user/web/address/update/:id',
    access: 'user',
    cache: 'none',
    params: AddressIdParamsSchema,
    body: AddressPatchSchema,
  }),
  addressDelete: endpoint<{ deleted: true; id: number }>()({
    method: 'DELETE',
    path: 'api/v1/user/web/address/delete/:id',
    access: 'user',
    cache: 'none',
    params: AddressIdParamsSchema,
  }),
  /** Anonymous callers are told no; a logged-in one whether the card is theirs to use. */
  validateBarcode: endpoint<ValidateBarcodeResponse>()({
    method: 'POST',
    path: 'api/v1/user/validateMembersBarcode',
    access: 'public',
    cache: 'none',
    body: BarcodeCheckSchema,
  }),
  passwordChange: endpoint<PasswordDone>()({
    method: 'POST',
    path: 'api/v1/user/password/reset',
    access: 'user',
    cache: 'none',
    body: PasswordResetSchema,
  }),
  passwordForgot: endpoint<PasswordDone>()({
    method: 'POST',
    path: 'api/v1/user/password/forgot',
    access: 'public',
    cache: 'none',
    body: PasswordForgotSchema,
  }),
  passwordSet: endpoint<PasswordDone>()({
    method: 'POST',
    path: 'api/v1/user/password/set',
    access: 'public',
    cache: 'none',
    body: PasswordSetSchema,
  }),
  /** The guest of the visitor's own cart session. */
  guestUpdate: endpoint<GuestUserDto>()({
    method: 'PATCH',
    path: 'api/v1/user/guest/update',
    access: 'cart',
    cache: 'none',
    body: cartBound(GuestUpdateSchema),
  }),
  adminMemberCards: endpoint<LastPagePage<AdminMemberCardRow>>()({
    method: 'GET',
    path: 'api/v1/admin/member-cards',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    query: MemberCardsQuerySchema,
  }),
  adminMemberCard: endpoint<AdminMemberCardDetail>()({
    method: 'GET',
    path: 'api/v1/admin/member-cards/:id',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminMemberCardIssue: endpoint<AdminMemberCardRow>()({
    method: 'POST',
    path: 'api/v1/admin/member-cards',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    body: MemberCardIssueSchema,
  }),
  adminMemberCardAssign: endpoint<AdminMemberCardRow>()({
    method: 'POST',
    path: 'api/v1/admin/member-cards/:id/assign',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: MemberCardAssignSchema,
  }),
  adminMemberCardRelease: endpoint<AdminMemberCardRow>()({
    method: 'POST',
    path: 'api/v1/admin/member-cards/:id/release',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminMemberCardActive: endpoint<AdminMemberCardRow>()({
    method: 'POST',
    path: 'api/v1/admin/member-cards/:id/active',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: MemberCardActiveSchema,
  }),
}

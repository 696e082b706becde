import type { Bindings } from '../env';
/**
 * Access tokens: HS256 JWTs signed by the embedded backend and verified at the edge and in the
 * backend with pinned algorithm, issuer, audience and a required `exp`. Any failure is `null`
 * (callers treat it as anonymous), never an exception.
 */
export declare const ACCESS_TOKEN_TTL_SECONDS: number;
export interface AccessClaims {
    userId: number;
    email: string;
    firstName: string;
    lastName: string;
    isBackofficeUser: boolean;
}
type TokenEnv = Pick<Bindings, 'JWT_SECRET' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>;
export declare function signAccessToken(env: TokenEnv, claims: AccessClaims, ttlSeconds?: number): Promise<string>;
export type VerifyResult = {
    status: 'valid';
    claims: AccessClaims;
} | {
    status: 'expired';
} | {
    status: 'invalid';
};
export declare function verifyAccessToken(env: TokenEnv, token: string | null | undefined): Promise<VerifyResult>;
export {};

/** SPEC §9: the displayed core version (the version badge outside production, the admin menu always). */
export const CORE_VERSION = '1.12.191'

/** Required consents (uniqueNumbers) that are not accepted. */
export function missingConsents(required: readonly string[], accepted: ReadonlySet<string>): string[] {
  return required.filter((id) => !accepted.has(id))
}

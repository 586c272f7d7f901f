/** The spec's display name: profile full name, else account e-mail, else the word User. */
export function displayName(fullName?: string | null, email?: string | null): string {
  return fullName?.trim() || email?.trim() || 'User';
}

// A person's name as the product shows it, in SQL: the profile's full name, else the account's name
// (else, where asked, the account's e-mail). `profile` is the profiles table or an alias of it, `account`
// the user table or an alias, left-joined as the query needs.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function personName(profile: { fullName: AnyPgColumn }, account: { name: AnyPgColumn; email: AnyPgColumn }, options: { orEmail?: boolean } = {}): SQL<string> {
  return options.orEmail
    ? sql<string>`coalesce(nullif(trim(${profile.fullName}), ''), ${account.name}, ${account.email})`
    : sql<string>`coalesce(nullif(trim(${profile.fullName}), ''), ${account.name})`;
}

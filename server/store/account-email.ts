/**
 * A desk account's e-mail address: one address, one account (docs/decisions/0022-desk.md). Accounts are stored unique,
 * looked up and counted by the address's key: NFKC (a KELVIN SIGN "K" is a "K", a full-width "ａ" an "a"), trimmed,
 * then lower case. An address that still holds anything but printable ASCII after NFKC is refused: a Cyrillic "а"
 * looks like a Latin "a" and would make a second account that reads like the first.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const MAX_EMAIL_LENGTH = 254;

/** What accounts are compared by. Any text has one, so a sign-in with a look-alike simply finds no account. */
export function accountEmailKey(address: string): string {
  return address.normalize("NFKC").trim().toLowerCase();
}

/**
 * The address to store (NFKC, trimmed, its case as typed), or why it cannot be an account's: not an address at all, or
 * one holding `character` (as "U+0430"), which can pass for a plain letter.
 */
export function accountEmail(
  raw: string,
): { email: string; problem?: undefined } | { email?: undefined; problem: "malformed" | "look-alike"; character?: string } {
  const email = raw.normalize("NFKC").trim();
  if (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH) return { problem: "malformed" };
  const other = [...email].find((c) => c < "!" || c > "~");
  if (other) return { problem: "look-alike", character: `U+${other.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` };
  return { email };
}

/** Why an address was refused, for the person who typed it. */
export function accountEmailProblemText(refused: { problem: "malformed" | "look-alike"; character?: string }): string {
  return refused.problem === "malformed"
    ? "Enter the person's e-mail address."
    : `Type the address in plain Latin letters, digits and punctuation: it holds ${refused.character}, which can pass for one of them.`;
}

/**
 * Keys for accounts stored before addresses were normalised (migration 6), oldest first: the first account of a key
 * keeps it; a later one that reads the same (`sameAs`) gets a key no address can have, to be disabled.
 */
export function lookAlikeAccounts<Id extends number | string>(
  users: readonly { id: Id; email: string }[],
): { id: Id; key: string; sameAs?: Id }[] {
  const first = new Map<string, Id>();
  return users.map(({ id, email }) => {
    const key = accountEmailKey(email);
    const sameAs = first.get(key);
    if (sameAs === undefined) {
      first.set(key, id);
      return { id, key };
    }
    // A space: no stored address has one, so this key never matches a sign-in or a new account.
    return { id, key: `${key} (look-alike of ${sameAs}, #${id})`, sameAs };
  });
}

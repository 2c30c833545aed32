/**
 * V8 keeps each script's source text in memory as one string, one byte a character while every character is
 * Latin-1, two bytes a character from the first one that is not. esbuild escapes such characters in strings but
 * not in comments or regular expressions, so one "—" in a comment doubled the api's bundle in its heap (2.9 M
 * characters: 5.45 MB instead of 2.7). This writes each of them as the `\u` escape of its UTF-16 units, which
 * means the same thing in a string, a template literal (cooked), a regular expression (a surrogate pair of
 * escapes is one code point under `u`), an identifier and a comment. A backslash that escaped the character
 * itself (`\’`, an identity escape) is dropped: the escape stands for the character alone.
 */
const escapeUnits = (char: string): string =>
  Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

export function latin1Source(code: string): string {
  return code.replace(/(\\*)([^\0-\xff])/gu, (_, slashes: string, char: string) =>
    (slashes.length % 2 === 1 ? slashes.slice(1) : slashes).concat(escapeUnits(char)),
  );
}

/**
 * A value as one CSV field: quoted when it holds a separator, a quote or a line break; one a
 * spreadsheet would read as a formula (=, +, -, @) gets a leading apostrophe, as text a person
 * typed (a reason, a username) can start with anything.
 */
export function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

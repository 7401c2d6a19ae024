/**
 * One CSV record (RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; CRLF endings).
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, or a tab/CR that hides one) gets a
 * leading apostrophe, so Excel and LibreOffice show it as text (OWASP "CSV injection").
 */
export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

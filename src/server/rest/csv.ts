// CSV export of leads (docs/wire-contract.md, Reads): RFC 4180 (CRLF line ends; fields holding a
// comma, a quote, CR or LF are quoted, quotes doubled) and safe to open in a spreadsheet — a cell
// that starts with =, +, -, @, tab, CR or NUL could run as a formula (CWE-1236), so it gets a
// leading apostrophe. The stored value is never changed; only the export is.

const FORMULA_START = /^[=+\-@\t\r\0]/

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

export function csvField(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : neutraliseCell(String(value))
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, string | number | boolean | null>[],
): string {
  const lines = [columns.map(csvField).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','))
  return `${lines.join('\r\n')}\r\n`
}

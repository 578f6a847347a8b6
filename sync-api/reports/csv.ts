/**
 * CSV as RFC 4180 has it: CRLF between records, a field quoted when it holds a comma, a quote or
 * a line break, a quote inside doubled. A text field a spreadsheet would run as a formula (one
 * starting with =, +, -, @, a tab or a carriage return) is led by an apostrophe, so a name typed
 * into the store is never executed on the accountant's machine; numbers are written as they are,
 * and so is money given as text, "-6.98" as well: a negative amount is a number to a spreadsheet.
 */

export type CsvValue = string | number | null;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function field(value: CsvValue): string {
  if (value === null) return '';
  const text =
    typeof value === 'number' || PLAIN_NUMBER.test(value) ? String(value) : value.replace(FORMULA_START, "'$&");
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRecord = (values: readonly CsvValue[]): string => `${values.map(field).join(',')}\r\n`;

/** The header, then each record, as one stream of text: nothing is held beyond a page of rows. */
export async function* csvLines(
  header: readonly string[],
  records: AsyncIterable<readonly CsvValue[]>,
): AsyncGenerator<string> {
  yield csvRecord(header);
  for await (const record of records) yield csvRecord(record);
}

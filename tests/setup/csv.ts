/**
 * Reads CSV back as RFC 4180 writes it (quoted fields, doubled quotes, CRLF between records), to
 * check an export against what the store holds. Written apart from the server's writer, so a
 * fault there is not mirrored here.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        value += '"';
        at++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(value);
      value = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(value);
      records.push(record);
      record = [];
      value = '';
      at++;
    } else value += char;
  }
  if (value !== '' || record.length > 0) throw new Error('The CSV does not end its last record with CRLF');
  return records;
}

/** Records as objects keyed by the header row's names. */
export function csvObjects(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...records] = parseCsv(text);
  return {
    header,
    rows: records.map((record) => Object.fromEntries(header.map((name, at) => [name, record[at] ?? '']))),
  };
}

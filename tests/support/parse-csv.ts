// Reads CSV the way a spreadsheet does (RFC 4180: quoted cells, doubled quotes, CRLF), so the
// tests check the files we write by parsing them, not by matching our own string building.
// A leading byte-order mark (a Hindi page's download) is the encoding's, not the first cell's.
export function parseCsv(file: string): string[][] {
  const text = file.startsWith("\ufeff") ? file.slice(1) : file;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[at + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      at++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

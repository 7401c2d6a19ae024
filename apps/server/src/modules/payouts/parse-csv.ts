/**
 * RFC 4180 records of a CSV text (quoted fields with doubled quotes and line breaks; CRLF or LF endings; a leading
 * BOM dropped), each with the line it starts on. Blank lines are skipped.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const end = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) end();
  return records;
}

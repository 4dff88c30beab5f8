// Reads a CSV answer as a spreadsheet does (RFC 4180: quoted fields, doubled quotes, line breaks
// inside quotes), after checking and removing the UTF-8 byte-order mark the exports start with.
export function readCsv(bytes: Buffer): { bom: boolean; rows: string[][] } {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = bytes.subarray(bom ? 3 : 0).toString('utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const character = text[i];
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return { bom, rows };
}

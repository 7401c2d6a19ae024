// The raw SQL a TypeScript source writes: the literal parts of every sql`…` template (drizzle's tag, nested ones
// included) and the string given to `.execute(`, `query(` or `sql.raw(`. Interpolated expressions are left out: a
// table they name is a drizzle object, which an import brings (and the import check sees).

const OPENERS = /\bsql`|(?:\.execute|\bquery|\bsql\.raw)\(\s*(['"`])/g;

/** Reads a template literal whose opening backtick is just before `start`: its literal text and where it ends. */
function readTemplate(source, start) {
  let text = '';
  let i = start;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') {
      text += source.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      return { text, end: i + 1 };
    } else if (c === '$' && source[i + 1] === '{') {
      i = skipExpression(source, i + 2);
      text += ' ';
    } else {
      text += c;
      i += 1;
    }
  }
  return { text, end: i };
}

/** The index after the `}` closing an interpolation that starts at `start` (nested templates and strings skipped). */
function skipExpression(source, start) {
  let depth = 1;
  let i = start;
  while (i < source.length && depth > 0) {
    const c = source[i];
    if (c === '`') i = readTemplate(source, i + 1).end;
    else if (c === "'" || c === '"') i = readQuoted(source, i + 1, c).end;
    else {
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      i += 1;
    }
  }
  return i;
}

function readQuoted(source, start, quote) {
  let i = start;
  while (i < source.length && source[i] !== quote && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
  return { text: source.slice(start, i), end: i + 1 };
}

/** The SQL texts in a source file, each with the line it starts on. */
export function sqlStrings(source) {
  const found = [];
  for (const match of source.matchAll(OPENERS)) {
    const start = match.index + match[0].length;
    const quote = match[1];
    const { text } =
      quote === undefined || quote === '`' ? readTemplate(source, start) : readQuoted(source, start, quote);
    found.push({ text, line: source.slice(0, match.index).split('\n').length });
  }
  return found;
}

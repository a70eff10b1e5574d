"use strict";
// The filter the SDK puts in place of {documentdb-formattableorderbyquery-filter} when it resumes
// a cross-partition ORDER BY from its continuation token, evaluated on a row's ORDER BY items
// instead of by the SQL engine: the engine's parser takes time exponential in the nesting of
// parentheses (about 0.7 s for the SDK's filter on two sort items, 13 s for six levels), and the
// filter only ever compares the ORDER BY expressions with literals. Its grammar, as the SDK
// writes it:
//   or      := and ("OR" and)*
//   and     := unary ("AND" unary)*
//   unary   := "NOT" unary | "(" or ")" | "true" | IS_xxx "(" expr ")" | expr op literal
//   op      := "<" | "<=" | ">" | ">=" | "="
// where expr is one of the query's ORDER BY expressions (the plan's orderByExpressions) and a
// literal is a JSON string (quotes escaped with a backslash), number, true, false or null.
// Comparisons follow Cosmos DB: values of different types compare as undefined (false).

const TYPE_TESTS = {
  IS_DEFINED: (v) => v !== undefined,
  IS_NULL: (v) => v === null,
  IS_BOOL: (v) => typeof v === "boolean",
  IS_BOOLEAN: (v) => typeof v === "boolean",
  IS_NUMBER: (v) => typeof v === "number",
  IS_STRING: (v) => typeof v === "string",
  IS_ARRAY: (v) => Array.isArray(v),
  IS_OBJECT: (v) => v !== null && typeof v === "object" && !Array.isArray(v)
};

const kind = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

function compare(op, a, b) {
  if (a === undefined || b === undefined || kind(a) !== kind(b)) return false;
  if (op === "=") return JSON.stringify(a) === JSON.stringify(b);
  if (!["number", "string", "boolean"].includes(kind(a))) return false;
  if (op === "<") return a < b;
  if (op === "<=") return a <= b;
  if (op === ">") return a > b;
  return a >= b;
}

/**
 * Compiles the filter text into (items) => boolean, items being the row's ORDER BY values in the
 * order of expressions; null when the text is not in the grammar above.
 */
function compileResumeFilter(text, expressions) {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i += 1;
  };
  const peekWord = (w) => {
    ws();
    return text.slice(i, i + w.length).toUpperCase() === w && !/[\w$]/.test(text[i + w.length] || "");
  };
  const fail = () => {
    throw new SyntaxError(`not a resume filter at ${i}`);
  };
  const expect = (s) => {
    ws();
    if (text.slice(i, i + s.length) !== s) fail();
    i += s.length;
  };
  // longest expression first: "c.a" must not match the start of "c.ab"
  const byLength = expressions.map((e, index) => ({ e, index })).sort((x, y) => y.e.length - x.e.length);
  const expression = () => {
    ws();
    const hit = byLength.find(({ e }) => text.startsWith(e, i) && !/[\w$.[]/.test(text[i + e.length] || ""));
    if (!hit) fail();
    i += hit.e.length;
    return hit.index;
  };
  const literal = () => {
    ws();
    if (text[i] === '"') {
      // a JSON string, as the SDK writes the ORDER BY items back: its escapes (\n, \u00e9) decoded as JSON does
      const start = i;
      i += 1;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === "\\") i += 1;
        i += 1;
      }
      expect('"');
      return JSON.parse(text.slice(start, i));
    }
    for (const [word, value] of [["TRUE", true], ["FALSE", false], ["NULL", null]]) {
      if (peekWord(word)) {
        i += word.length;
        return value;
      }
    }
    const m = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail();
    i += m[0].length;
    return Number(m[0]);
  };
  const unary = () => {
    if (peekWord("NOT")) {
      i += 3;
      const inner = unary();
      return (items) => !inner(items);
    }
    ws();
    if (text[i] === "(") {
      i += 1;
      const inner = or();
      expect(")");
      return inner;
    }
    if (peekWord("TRUE")) {
      i += 4;
      return () => true;
    }
    const fn = /^(IS_[A-Z]+)\s*\(/i.exec(text.slice(i));
    if (fn && TYPE_TESTS[fn[1].toUpperCase()]) {
      i += fn[0].length;
      const index = expression();
      expect(")");
      const test = TYPE_TESTS[fn[1].toUpperCase()];
      return (items) => test(items[index]);
    }
    const index = expression();
    ws();
    const op = /^(<=|>=|<|>|=)/.exec(text.slice(i));
    if (!op) fail();
    i += op[0].length;
    const value = literal();
    return (items) => compare(op[0], items[index], value);
  };
  const chain = (word, next, join) => () => {
    const parts = [next()];
    while (peekWord(word)) {
      i += word.length;
      parts.push(next());
    }
    return parts.length === 1 ? parts[0] : join(parts);
  };
  const and = chain("AND", unary, (parts) => (items) => parts.every((p) => p(items)));
  const or = chain("OR", and, (parts) => (items) => parts.some((p) => p(items)));
  try {
    const f = or();
    ws();
    return i === text.length ? f : null;
  } catch (e) {
    if (e instanceof SyntaxError) return null;
    throw e;
  }
}

module.exports = { compileResumeFilter };

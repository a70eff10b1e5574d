"use strict";
// SQL query execution on top of the library's engine (@zeit/cosmosdb-query), plus what it lacks:
// DISTINCT (leading keyword only), OFFSET n LIMIT m (at the end of the query), and offset-based
// paging with our own continuation tokens. The whole result is computed on every page
// (fine for tests, not for big data).
const { query: compile, SqlSyntaxError } = require("./library");

const cache = new Map();
function compiled(sql) {
  let q = cache.get(sql);
  if (!q) {
    q = compile(sql);
    if (cache.size > 500) cache.clear();
    cache.set(sql, q);
  }
  return q;
}

class QueryError extends Error {
  constructor(message) {
    super(message);
    this.status = 400;
    this.code = "BadRequest";
  }
}

function paramValue(token, parameters) {
  if (/^\d+$/.test(token)) return parseInt(token, 10);
  const p = (parameters || []).find((x) => x.name === token);
  if (!p || typeof p.value !== "number") throw new QueryError(`Invalid TOP/OFFSET/LIMIT value ${token}`);
  return p.value;
}

function normalize(spec) {
  if (typeof spec === "string") return { query: spec, parameters: [] };
  if (!spec || typeof spec.query !== "string") throw new QueryError("missing query");
  return { query: spec.query, parameters: spec.parameters || [] };
}

/** Runs the full query over docs and returns the complete result array. */
function runAll(docs, spec) {
  const { query, parameters } = normalize(spec);
  let sql = query.trim().replace(/;\s*$/, "");
  let distinct = false;
  let distinctTop = null; // with DISTINCT, TOP applies after de-duplication
  sql = sql.replace(/^SELECT\s+DISTINCT\s+(?:TOP\s+(\S+)\s+)?/i, (m, top) => {
    distinct = true;
    if (top !== undefined) distinctTop = paramValue(top, parameters);
    return "SELECT ";
  });
  let offset = 0;
  let limit = null;
  sql = sql.replace(/\s+OFFSET\s+(\S+)\s+LIMIT\s+(\S+)\s*$/i, (m, o, l) => {
    offset = paramValue(o, parameters);
    limit = paramValue(l, parameters);
    return "";
  });
  let result;
  try {
    result = compiled(sql).exec(docs, { parameters }).result;
  } catch (err) {
    if (err instanceof SqlSyntaxError || err.name === "SyntaxError") {
      throw new QueryError(`Syntax error (engine @zeit/cosmosdb-query): ${err.message}`);
    }
    throw new QueryError(err.message);
  }
  if (distinct) {
    const seen = new Set();
    result = result.filter((r) => {
      const k = JSON.stringify(r === undefined ? null : r);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }
  if (offset || limit !== null) {
    result = result.slice(offset, limit === null ? undefined : offset + limit);
  }
  if (distinctTop !== null) result = result.slice(0, distinctTop);
  return result;
}

const TOKEN_PREFIX = "cts-skip:";

function parseContinuation(token) {
  if (!token) return 0;
  const m = /cts-skip:(\d+)/.exec(String(token));
  if (!m) throw new QueryError(`Invalid continuation token ${token}`);
  return parseInt(m[1], 10);
}

/** One page of the query: { items, continuation|null }. pageSize <= 0 or null means everything. */
function runPage(docs, spec, { pageSize, continuation }) {
  const all = runAll(docs, spec);
  const start = parseContinuation(continuation);
  const size = pageSize && pageSize > 0 ? pageSize : all.length;
  const items = all.slice(start, start + size);
  const next = start + items.length;
  return { items, continuation: next < all.length ? TOKEN_PREFIX + next : null };
}

/** Truthiness of a patch condition such as "from c where c.x = 1" for a single document. */
function matchesCondition(doc, condition) {
  return runAll([doc], { query: `SELECT * ${condition}` }).length > 0;
}

module.exports = { runAll, runPage, matchesCondition, QueryError };

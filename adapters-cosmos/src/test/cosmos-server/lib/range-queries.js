"use strict";
// One partition key range's part of a cross-partition query, in the rewritten shapes of
// lib/query-plan.js, as the service answers them:
// - ORDER BY rows {_rid, orderByItems: [{item}], payload}, sorted by the items and, among equal
//   items, by the document number of _rid in the direction of the first sort item (the SDK relies
//   on that order to drop the tied rows it already returned when it resumes from its token).
//   Paged with a per-range token holding the last row's position.
// - aggregates: one row [{"item": ...}] per range (COUNT/SUM values, {min|max, count}, {sum, count}),
//   which the SDK combines.
// The base package's SQL engine evaluates the parts it can: it has no IS_BOOLEAN (the SDK's
// resume filters use it; IS_BOOL is the same function) and no aggregate nested in an array, so
// aggregates run as plain SELECT VALUE AGG(...) queries and are wrapped here.
const { documentNumber } = require("./base");
const { compiled, compareValues, checkCompositeIndex, checkIndexedPaths, QueryError } = require("./query");
const { clausesOf, orderByOf } = require("./query-plan");
const { compileResumeFilter } = require("./resume-filter");

const ORDER_BY_ROWS = /^\s*SELECT\s+(?:TOP\s+(\d+|@\w+)\s+)?(\w+)\._rid\s*,\s*\[[\s\S]*\]\s+AS\s+orderByItems\s*,[\s\S]*\s+AS\s+payload\s+FROM\s/i;
const AGGREGATE_ROW = /^\s*SELECT\s+VALUE\s+\[\{\s*"item"\s*:\s*([\s\S]*)\}\]\s+(FROM\s[\s\S]*)$/i;
const TOKEN_PREFIX = "cts-range-ob:";

/** The engine's spelling of the functions the SDK's filters use. */
const forEngine = (sql) => sql.replace(/\bIS_BOOLEAN\s*\(/gi, "IS_BOOL(");

function run(sql, docs, parameters) {
  try {
    return compiled(sql).exec(docs, { parameters }).result;
  } catch (err) {
    throw new QueryError(`${err.name === "SyntaxError" ? "Syntax error (engine @zeit/cosmosdb-query)" : "Query failed"}: ${err.message} in ${sql}`);
  }
}

function topValue(token, parameters) {
  if (/^\d+$/.test(token)) return parseInt(token, 10);
  const p = (parameters || []).find((x) => x.name === token);
  if (!p || !Number.isInteger(p.value)) throw new QueryError(`Invalid TOP value ${token}`);
  return p.value;
}

/** Row order: the ORDER BY items, then the _rid's document number in the first item's direction. */
function rowComparator(desc) {
  return (a, b) => {
    for (let i = 0; i < desc.length; i += 1) {
      const r = compareValues(itemOf(a.k, i), itemOf(b.k, i));
      if (r !== 0) return desc[i] ? -r : r;
    }
    const r = a.n < b.n ? -1 : a.n > b.n ? 1 : 0;
    return desc[0] ? -r : r;
  };
}

const itemOf = (items, i) => (items && items[i] ? items[i].item : undefined);

function encode(row) {
  return TOKEN_PREFIX + Buffer.from(JSON.stringify({ k: row.k, r: row.rid }), "utf8").toString("base64url");
}

function decode(token) {
  try {
    const v = JSON.parse(Buffer.from(token.slice(TOKEN_PREFIX.length), "base64url").toString("utf8"));
    return { k: v.k, rid: v.r, n: documentNumber(v.r) };
  } catch (e) {
    throw new QueryError(`Invalid continuation token ${token}`);
  }
}

/** The ORDER BY directions of a rewritten query (from the engine's parse tree). */
function directions(sql) {
  const sort = compiled(sql).ast.body.orderBy;
  if (!sort || !Array.isArray(sort.expressions)) throw new QueryError(`An ORDER BY row query without ORDER BY: ${sql}`);
  return sort.expressions.map((e) => String(e.order || "").toUpperCase() === "DESC");
}

/**
 * The query with its last WHERE condition, the SDK's filter (lib/query-plan.js puts it last, in
 * parentheses), replaced by true, and that filter as (items) => boolean; the query as it is and
 * no filter when the filter is not in the SDK's grammar (the engine then evaluates it, slowly).
 */
const filterCache = new Map();
function splitFilter(sql) {
  const clauses = clausesOf(sql);
  const where = clauses.WHERE;
  if (!where || !where.endsWith(")") || clauses["ORDER BY"] === undefined) return { sql, filter: null };
  let depth = 0;
  let quote = null;
  let start = -1;
  for (let i = 0; i < where.length; i += 1) {
    const ch = where[i];
    if (quote) {
      if (ch === "\\") i += 1;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(") {
      if (depth === 0) start = i;
      depth += 1;
    } else if (ch === ")") depth -= 1;
  }
  const before = where.slice(0, start).trim();
  if (before !== "" && !/\)\s*AND$/i.test(before)) return { sql, filter: null }; // not our WHERE (W) AND (F)
  const text = where.slice(start + 1, -1);
  let filter = filterCache.get(`${clauses["ORDER BY"]}\u0000${text}`);
  if (filter === undefined) {
    filter = compileResumeFilter(text, orderByOf(clauses["ORDER BY"]).map((s) => s.expression));
    if (filterCache.size > 1000) filterCache.clear();
    filterCache.set(`${clauses["ORDER BY"]}\u0000${text}`, filter);
  }
  if (!filter) return { sql, filter: null };
  return { sql: sql.replace(where, `${where.slice(0, start)}(true)`), filter };
}

/** A page of ORDER BY rows: {items, continuation|null}. */
function orderByPage(docs, spec, { pageSize, continuation, compositeIndexes, indexing }) {
  const parameters = spec.parameters || [];
  const m = ORDER_BY_ROWS.exec(spec.query);
  const top = m[1] === undefined ? null : topValue(m[1], parameters);
  // TOP is applied after our tie order, not by the engine (whose ties follow insertion order)
  const split = splitFilter(forEngine(spec.query).replace(/^\s*SELECT\s+TOP\s+\S+\s+/i, "SELECT "));
  const sql = split.sql;
  if (compositeIndexes !== undefined) checkCompositeIndex(sql, compositeIndexes);
  checkIndexedPaths(sql, indexing);
  const desc = directions(sql);
  const cmp = rowComparator(desc);
  let rows = run(sql, docs, parameters).map((row) => ({ row, k: row.orderByItems, rid: row._rid, n: documentNumber(row._rid) }));
  if (split.filter) rows = rows.filter((r) => split.filter(desc.map((d, i) => itemOf(r.k, i))));
  rows.sort(cmp);
  if (top !== null) rows = rows.slice(0, top);
  let start = 0;
  if (continuation) {
    if (!String(continuation).startsWith(TOKEN_PREFIX)) throw new QueryError(`Invalid continuation token ${continuation}`);
    const after = decode(String(continuation));
    start = rows.findIndex((r) => cmp(r, after) > 0);
    if (start < 0) start = rows.length;
  }
  const size = pageSize && pageSize > 0 ? pageSize : rows.length;
  const page = rows.slice(start, start + size);
  const more = start + page.length < rows.length && page.length > 0;
  return { items: page.map((r) => r.row), continuation: more ? encode(page[page.length - 1]) : null };
}

/** The aggregate row of a range: [{"item": value}] (no row when a SUM has nothing to add). */
function aggregatePage(docs, spec, { indexing }) {
  const parameters = spec.parameters || [];
  const m = AGGREGATE_ROW.exec(spec.query);
  const inner = m[1].trim();
  const rest = forEngine(m[2]);
  checkIndexedPaths(`SELECT * ${rest}`, indexing);
  const value = (call) => run(`SELECT VALUE ${call} ${rest}`, docs, parameters)[0];
  const pair = /^\{\s*"(min|max|sum)"\s*:\s*((?:MIN|MAX|SUM)\s*\([\s\S]*\))\s*,\s*"count"\s*:\s*(COUNT\s*\([\s\S]*\))\s*\}$/i.exec(inner);
  let item;
  if (pair) {
    const count = value(pair[3]);
    item = { [pair[1]]: count > 0 ? value(pair[2]) : undefined, count };
    if (item[pair[1]] === undefined) delete item[pair[1]];
  } else {
    item = value(inner);
    if (item === undefined) return { items: [], continuation: null };
  }
  return { items: [[{ item }]], continuation: null };
}

/** The page of a rewritten range query, or null when spec is not one (run it as it is). */
function rangePage(docs, spec, paging) {
  if (!spec || typeof spec.query !== "string") return null;
  if (ORDER_BY_ROWS.test(spec.query)) return orderByPage(docs, spec, paging);
  if (AGGREGATE_ROW.test(spec.query)) return aggregatePage(docs, spec, paging);
  return null;
}

module.exports = { rangePage };

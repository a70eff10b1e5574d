"use strict";
// The query plan the service gives the SDK for a cross-partition query (the answer to
// x-ms-cosmos-is-query-plan-request): what the SDK must do client-side (merge ORDER BY streams,
// keep TOP n, skip/take OFFSET/LIMIT, de-duplicate DISTINCT, combine aggregates) and the query it
// sends to each partition key range instead of the user's. The rewritten queries have the
// service's shapes, which lib/range-queries.js recognizes and executes:
//   ORDER BY   SELECT c._rid, [{"item": e1}, ...] AS orderByItems, c AS payload FROM c
//              WHERE (<filter>) AND ({documentdb-formattableorderbyquery-filter}) ORDER BY ...
//   aggregate  SELECT VALUE [{"item": COUNT(1)}] FROM c WHERE ...
// What this server cannot plan (GROUP BY, aggregates in a select list, ...) is refused with a
// 400 that names the query, never answered wrongly.
const { CosmosError } = require("./errors");

const FILTER_PLACEHOLDER = "{documentdb-formattableorderbyquery-filter}";
const AGGREGATES = { COUNT: "Count", SUM: "Sum", MIN: "Min", MAX: "Max", AVG: "Average" };
const CLAUSES = ["SELECT", "FROM", "WHERE", "GROUP BY", "ORDER BY", "OFFSET", "LIMIT"];

const refuse = (why, query) => new CosmosError(400, `${why} is not supported by this test server in a cross-partition query: ${query}`);

/**
 * The top-level clauses of a query: {SELECT, FROM, WHERE, "GROUP BY", "ORDER BY", OFFSET, LIMIT}
 * (text of each, without its keyword). Keywords inside strings, parentheses, brackets or braces
 * (subqueries, literals) are not clauses of this query.
 */
function clausesOf(sql) {
  const marks = [];
  let depth = 0;
  let quote = null;
  for (let i = 0; i < sql.length; i += 1) {
    const ch = sql[i];
    if (quote) {
      if (ch === "\\") i += 1;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if ("([{".includes(ch)) depth += 1;
    else if (")]}".includes(ch)) depth -= 1;
    else if (depth === 0 && /[A-Za-z]/.test(ch) && (i === 0 || !/[\w@$]/.test(sql[i - 1]))) {
      const rest = sql.slice(i);
      const kw = CLAUSES.find((k) => new RegExp(`^${k.replace(" ", "\\s+")}(?![\\w$])`, "i").test(rest));
      if (kw) {
        const len = new RegExp(`^${kw.replace(" ", "\\s+")}`, "i").exec(rest)[0].length;
        marks.push({ kw, at: i, body: i + len });
        i += len - 1;
      }
    }
  }
  const out = {};
  marks.forEach((m, j) => {
    if (out[m.kw] !== undefined) throw new CosmosError(400, `Syntax error: ${m.kw} twice in ${sql}`);
    out[m.kw] = sql.slice(m.body, j + 1 < marks.length ? marks[j + 1].at : sql.length).trim();
  });
  return out;
}

/** Splits a comma-separated list at depth 0 (outside strings and brackets). */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quote) {
      if (ch === "\\") i += 1;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if ("([{".includes(ch)) depth += 1;
    else if (")]}".includes(ch)) depth -= 1;
    else if (ch === "," && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p.length > 0);
}

/** A TOP/OFFSET/LIMIT operand: a number or a @parameter holding one. */
function numberOf(token, parameters, query) {
  if (/^\d+$/.test(token)) return parseInt(token, 10);
  const p = (parameters || []).find((x) => x.name === token);
  if (!p || !Number.isInteger(p.value) || p.value < 0) throw new CosmosError(400, `Invalid TOP/OFFSET/LIMIT value ${token} in ${query}`);
  return p.value;
}

/** SELECT's parts: {distinct, top (token or null), value, list}. */
function selectOf(text) {
  let rest = text;
  const take = (re) => {
    const m = re.exec(rest);
    if (m) rest = rest.slice(m[0].length);
    return m;
  };
  const distinct = !!take(/^DISTINCT\s+/i);
  const top = take(/^TOP\s+(@\w+|\d+)\s+/i);
  const value = !!take(/^VALUE\s+/i);
  return { distinct, top: top ? top[1] : null, value, list: rest.trim() };
}

/** The FROM clause's root alias ("c" in FROM c, "r" in FROM root r), and whether it JOINs. */
function fromOf(text) {
  const m = /^(\w+)(?:\s+(?:AS\s+)?(?!JOIN\b)(\w+))?/i.exec(text);
  return { alias: m ? m[2] || m[1] : "c", joins: /\bJOIN\b/i.test(text) };
}

/** ORDER BY items: [{expression, descending}]. */
function orderByOf(text) {
  return splitTopLevel(text).map((item) => {
    const m = /^(.*?)(?:\s+(ASC|DESC))?$/is.exec(item);
    return { expression: m[1].trim(), descending: /^DESC$/i.test(m[2] || "") };
  });
}

/** An aggregate call AGG(expr) making up the whole text, or null. */
function aggregateCall(text) {
  const m = /^(COUNT|SUM|MIN|MAX|AVG)\s*\(([\s\S]*)\)$/i.exec(text.trim());
  if (!m || splitTopLevel(`(${m[2]})`).length !== 1) return null;
  let depth = 0;
  for (const ch of m[2]) {
    depth += ch === "(" ? 1 : ch === ")" ? -1 : 0;
    if (depth < 0) return null; // COUNT(a) + SUM(b): the parentheses do not enclose the whole
  }
  return { name: m[1].toUpperCase(), argument: m[2].trim() };
}

const hasAggregate = (text) => /\b(COUNT|SUM|MIN|MAX|AVG)\s*\(/i.test(text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""'));

/** The payload of an ORDER BY row: the root for *, the expression for VALUE, an object for a list. */
function payloadOf(select, from, query) {
  if (select.value) return select.list;
  if (select.list === "*") {
    if (from.joins) throw refuse("SELECT * with JOIN and ORDER BY", query);
    return from.alias;
  }
  const fields = splitTopLevel(select.list).map((item) => {
    const aliased = /^([\s\S]*?)\s+AS\s+(\w+)$/i.exec(item);
    if (aliased) return `"${aliased[2]}": ${aliased[1].trim()}`;
    const path = /^\w+(?:\.(\w+)|\["([^"]+)"\])+$/.exec(item);
    const last = path && /(?:\.(\w+)|\["([^"]+)"\])$/.exec(item);
    if (!last) throw refuse(`The select item ${item} (neither a path nor aliased)`, query);
    return `"${last[1] || last[2]}": ${item}`;
  });
  return `{${fields.join(", ")}}`;
}

const whereWith = (where, extra) => (where ? `WHERE (${where}) AND (${extra})` : `WHERE (${extra})`);
const whereOf = (where) => (where ? ` WHERE ${where}` : "");

/** The per-range query of an aggregate: one [{"item": ...}] per range, which the SDK combines. */
function aggregateRewrite(call, clauses) {
  const e = call.argument;
  const item = {
    COUNT: `COUNT(${e})`,
    SUM: `SUM(${e})`,
    MIN: `{"min": MIN(${e}), "count": COUNT(${e})}`,
    MAX: `{"max": MAX(${e}), "count": COUNT(${e})}`,
    AVG: `{"sum": SUM(${e}), "count": COUNT(${e})}`
  }[call.name];
  return `SELECT VALUE [{"item": ${item}}] FROM ${clauses.FROM}${whereOf(clauses.WHERE)}`;
}

/** The queryInfo of a cross-partition query. */
function queryInfoOf(spec) {
  const query = spec.query.trim().replace(/;\s*$/, "");
  const parameters = spec.parameters || [];
  if (!/^SELECT\b/i.test(query)) throw new CosmosError(400, `Syntax error, expected SELECT: ${query}`);
  const clauses = clausesOf(query);
  if (clauses["GROUP BY"] !== undefined) throw refuse("GROUP BY", query);
  if (clauses.FROM === undefined) throw refuse("A query without FROM", query);
  if ((clauses.OFFSET === undefined) !== (clauses.LIMIT === undefined)) throw new CosmosError(400, `Syntax error, OFFSET needs LIMIT: ${query}`);
  const select = selectOf(clauses.SELECT);
  const from = fromOf(clauses.FROM);
  const sort = clauses["ORDER BY"] !== undefined ? orderByOf(clauses["ORDER BY"]) : [];
  const info = {
    distinctType: "None",
    top: select.top === null ? null : numberOf(select.top, parameters, query),
    offset: clauses.OFFSET === undefined ? null : numberOf(clauses.OFFSET, parameters, query),
    limit: clauses.LIMIT === undefined ? null : numberOf(clauses.LIMIT, parameters, query),
    orderBy: sort.map((s) => (s.descending ? "Descending" : "Ascending")),
    orderByExpressions: sort.map((s) => s.expression),
    groupByExpressions: [],
    groupByAliases: [],
    aggregates: [],
    groupByAliasToAggregateType: {},
    rewrittenQuery: "",
    hasSelectValue: select.value,
    dCountInfo: null,
    hasNonStreamingOrderBy: false
  };
  const call = select.value ? aggregateCall(select.list) : null;
  if (call) {
    if (select.distinct || info.top !== null || info.offset !== null || sort.length > 0) throw refuse("An aggregate with DISTINCT, TOP, OFFSET/LIMIT or ORDER BY", query);
    info.aggregates = [AGGREGATES[call.name]];
    info.rewrittenQuery = aggregateRewrite(call, clauses);
    return info;
  }
  if (hasAggregate(select.list)) throw refuse("An aggregate that is not the whole SELECT VALUE", query);
  if (select.distinct) {
    if (sort.length > 0) throw refuse("DISTINCT with ORDER BY", query);
    info.distinctType = "Unordered";
  }
  // Each range returns at most offset + limit rows; the SDK skips and takes over the merged stream.
  const perRangeTop = info.offset !== null ? info.offset + info.limit : info.top;
  if (sort.length > 0) {
    const items = sort.map((s) => `{"item": ${s.expression}}`).join(", ");
    const top = perRangeTop === null ? "" : `TOP ${perRangeTop} `;
    info.rewrittenQuery =
      `SELECT ${top}${from.alias}._rid, [${items}] AS orderByItems, ${payloadOf(select, from, query)} AS payload ` +
      `FROM ${clauses.FROM} ${whereWith(clauses.WHERE, FILTER_PLACEHOLDER)} ORDER BY ${clauses["ORDER BY"]}`;
  } else if (info.offset !== null) {
    const distinct = select.distinct ? "DISTINCT " : "";
    const value = select.value ? "VALUE " : "";
    info.rewrittenQuery = `SELECT ${distinct}TOP ${perRangeTop} ${value}${select.list} FROM ${clauses.FROM}${whereOf(clauses.WHERE)}`;
  }
  return info;
}

/**
 * The whole answer to a query-plan request. crossPartition false (the query names its partition
 * key): the query runs in one logical partition, where this server evaluates all of it, so the
 * SDK gets a plan with nothing to do client-side.
 */
function queryPlan(spec, crossPartition) {
  if (!spec || typeof spec.query !== "string") throw new CosmosError(400, "missing query");
  const queryInfo = crossPartition
    ? queryInfoOf(spec)
    : {
        distinctType: "None",
        top: null,
        offset: null,
        limit: null,
        orderBy: [],
        orderByExpressions: [],
        groupByExpressions: [],
        groupByAliases: [],
        aggregates: [],
        groupByAliasToAggregateType: {},
        rewrittenQuery: "",
        hasSelectValue: /^\s*SELECT\s+(DISTINCT\s+)?(TOP\s+\S+\s+)?VALUE\s/i.test(spec.query),
        dCountInfo: null,
        hasNonStreamingOrderBy: false
      };
  return {
    partitionedQueryExecutionInfoVersion: 2,
    queryInfo,
    queryRanges: [{ min: "", max: "FF", isMinInclusive: true, isMaxInclusive: false }]
  };
}

module.exports = { queryPlan, clausesOf, orderByOf, FILTER_PLACEHOLDER };

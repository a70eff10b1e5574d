"use strict";
// SQL query execution on top of the base package's engine (@zeit/cosmosdb-query, handed out by
// lib/base.js), plus what it lacks: DISTINCT (leading keyword only), OFFSET n LIMIT m (at the end
// of the query), and paging with our own continuation tokens: position-based for ORDER BY
// queries, offsets otherwise. The whole result is computed on every page (fine for tests, not for
// big data). The ORDER BY key query and the index checks read the engine's parse tree (.ast).
const { compileQuery: compile, compileEdited, SqlSyntaxError } = require("./base");

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

/** Splits off what we evaluate ourselves (leading DISTINCT, trailing OFFSET/LIMIT). */
function prepare(spec) {
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
  return { sql, parameters, distinct, distinctTop, offset, limit };
}

function execute(q, docs, parameters) {
  try {
    return q.exec(docs, { parameters }).result;
  } catch (err) {
    if (err instanceof SqlSyntaxError || err.name === "SyntaxError") {
      throw new QueryError(`Syntax error (engine @zeit/cosmosdb-query): ${err.message}`);
    }
    throw new QueryError(err.message);
  }
}

/** Applies DISTINCT, OFFSET/LIMIT and DISTINCT's TOP; `keys` (optional, one per row) follow the rows. */
function postProcess(rows, p, keys) {
  let idx = rows.map((r, i) => i);
  if (p.distinct) {
    const seen = new Set();
    idx = idx.filter((i) => {
      const k = JSON.stringify(rows[i] === undefined ? null : rows[i]);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }
  if (p.offset || p.limit !== null) idx = idx.slice(p.offset, p.limit === null ? undefined : p.offset + p.limit);
  if (p.distinctTop !== null) idx = idx.slice(0, p.distinctTop);
  return { rows: idx.map((i) => rows[i]), keys: keys ? idx.map((i) => keys[i]) : undefined };
}

/** Runs the full query over docs and returns the complete result array. */
function runAll(docs, spec) {
  const p = prepare(spec);
  return postProcess(execute(compiled(p.sql), docs, p.parameters), p).rows;
}

// ---------------------------------------------------------------- ORDER BY continuations
// For a query with a top-level ORDER BY, the continuation token records the position of the
// last returned row: its ORDER BY values, its document's _rid (the engine's tie-breaker) and
// its ordinal among rows with the same values and _rid (JOIN duplicates). The next page starts
// strictly after that position in the recomputed result, so inserts, deletes and updates of
// rows before it neither repeat nor skip the rows after it. The positions come from a second
// "key query": the same FROM/WHERE/ORDER BY/TOP with SELECT VALUE {k0.., r: root._rid}, built
// by editing the engine's AST. The engine sorts stably, so both results line up row by row.
const keyCache = new Map();
function keyQuery(sql) {
  if (keyCache.has(sql)) return keyCache.get(sql);
  let kq = null;
  try {
    const body = compiled(sql).ast.body;
    const src = body && body.type === "select_query" && body.from && body.from.source;
    const sort = body && body.orderBy && body.orderBy.expressions;
    if (src && Array.isArray(sort) && sort.length > 0 && src.expression && src.expression.type === "collection_expression") {
      let root = null;
      if (src.alias && src.alias.type === "identifier") root = src.alias.name;
      else if (src.expression.expression && src.expression.expression.type === "identifier") root = src.expression.expression.name;
      if (root) {
        const q = compileEdited(sql, (ast) => {
          const properties = ast.body.orderBy.expressions.map((e, i) => ({ key: { type: "identifier", name: `k${i}` }, value: e.expression }));
          properties.push({
            key: { type: "identifier", name: "r" },
            value: { type: "scalar_member_expression", object: { type: "identifier", name: root }, property: { type: "identifier", name: "_rid" }, computed: false }
          });
          ast.body.select = { type: "select_specification", value: { type: "scalar_object_expression", properties } };
        });
        kq = { q, desc: q.ast.body.orderBy.expressions.map((e) => String(e.order || "").toUpperCase() === "DESC") };
      }
    }
  } catch (e) {
    kq = null; // the main query reports its own errors; we just fall back to offsets
  }
  if (keyCache.size > 500) keyCache.clear();
  keyCache.set(sql, kq);
  return kq;
}

// The engine's value order (helpers.comparator of @zeit/cosmosdb-query): undefined < null <
// booleans < numbers < strings < arrays < objects; objects compare equal.
const TYPE_ORDER = ["undefined", "null", "boolean", "number", "string", "array", "object"];
const typeOf = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
function compareValues(a, b) {
  if (a === b) return 0;
  const ta = typeOf(a);
  const tb = typeOf(b);
  if (ta === tb) {
    if (ta === "object" || ta === "array") return ta === "array" ? (JSON.stringify(a) === JSON.stringify(b) ? 0 : a < b ? -1 : 1) : 0;
    return a < b ? -1 : 1;
  }
  return TYPE_ORDER.indexOf(ta) - TYPE_ORDER.indexOf(tb) < 0 ? -1 : 1;
}

/** Position of a row: {k: [values], r: rid, o: ordinal}. Undefined values travel as {"$u":1}. */
function positions(keyRows, n) {
  const out = [];
  for (let i = 0; i < keyRows.length; i += 1) {
    const row = keyRows[i] || {};
    const k = [];
    for (let j = 0; j < n; j += 1) k.push(row[`k${j}`]);
    const pos = { k, r: row.r, o: 0 };
    const prev = out[i - 1];
    if (prev && prev.r === pos.r && prev.k.every((v, j) => compareValues(v, k[j]) === 0)) pos.o = prev.o + 1;
    out.push(pos);
  }
  return out;
}

function comparePos(a, b, desc) {
  for (let i = 0; i < desc.length; i += 1) {
    const r = compareValues(a.k[i], b.k[i]);
    if (r !== 0) return desc[i] ? -r : r;
  }
  const r = compareValues(a.r, b.r);
  if (r !== 0) return r;
  return a.o - b.o;
}

const SKIP_PREFIX = "cts-skip:";
const ORDER_PREFIX = "cts-ob:";

function encodePos(pos) {
  const json = JSON.stringify({ k: pos.k.map((v) => (v === undefined ? { $u: 1 } : v)), r: pos.r, o: pos.o });
  return ORDER_PREFIX + Buffer.from(json, "utf8").toString("base64url");
}

function decodePos(token) {
  try {
    const v = JSON.parse(Buffer.from(token.slice(token.indexOf(ORDER_PREFIX) + ORDER_PREFIX.length), "base64url").toString("utf8"));
    if (!v || !Array.isArray(v.k)) throw new Error("bad");
    const isU = (x) => x && typeof x === "object" && !Array.isArray(x) && x.$u === 1 && Object.keys(x).length === 1;
    return { k: v.k.map((x) => (isU(x) ? undefined : x)), r: v.r, o: Number(v.o) || 0 };
  } catch (e) {
    throw new QueryError(`Invalid continuation token ${token}`);
  }
}

function parseSkip(token) {
  const m = /cts-skip:(\d+)/.exec(String(token));
  if (!m) throw new QueryError(`Invalid continuation token ${token}`);
  return parseInt(m[1], 10);
}

// ---------------------------------------------------------------- composite indexes
// Real Cosmos DB serves an ORDER BY on two or more paths only from a composite index with the
// same paths in the same order, with the same directions or all directions inverted; otherwise
// the query fails with 400 and the message below. ORDER BY on one path needs no composite index.
const NO_COMPOSITE_INDEX = "The order by query does not have a corresponding composite index that it can be served from.";

/** Document path of an ORDER BY expression rooted at the FROM alias ("/a/b"), or null. */
function sortPath(expr, root) {
  const segs = [];
  let e = expr;
  while (e && e.type === "scalar_member_expression") {
    const p = e.property;
    if (!e.computed && p && p.type === "identifier") segs.unshift(p.name);
    else if (e.computed && p && p.type === "string_constant") segs.unshift(p.value);
    else return null;
    e = e.object;
  }
  if (!e || e.type !== "identifier" || e.name !== root || segs.length === 0) return null;
  return `/${segs.join("/")}`;
}

const normPath = (path) =>
  String(path || "")
    .split("/")
    .map((s) => s.replace(/^"(.*)"$/, "$1"))
    .join("/");

/**
 * Throws QueryError (400) when the query's top-level ORDER BY has two or more items and no
 * composite index of the container serves it. compositeIndexes: the container's
 * indexingPolicy.compositeIndexes (lists of {path, order}).
 */
function checkCompositeIndex(sql, compositeIndexes) {
  let body;
  try {
    body = compiled(sql).ast.body;
  } catch (e) {
    return; // syntax errors are reported by the execution
  }
  const sort = body && body.orderBy && body.orderBy.expressions;
  if (!Array.isArray(sort) || sort.length < 2) return;
  const root = rootOf(body);
  const wanted = sort.map((s) => ({ path: sortPath(s.expression, root), desc: String(s.order || "").toUpperCase() === "DESC" }));
  const ok =
    wanted.every((w) => w.path !== null) &&
    (compositeIndexes || []).some((index) => {
      if (!Array.isArray(index) || index.length !== wanted.length) return false;
      const same = index.every((ix, i) => normPath(ix.path) === normPath(wanted[i].path));
      if (!same) return false;
      const desc = index.map((ix) => String(ix.order || "ascending").toLowerCase() === "descending");
      return desc.every((d, i) => d === wanted[i].desc) || desc.every((d, i) => d !== wanted[i].desc);
    });
  if (!ok) throw new QueryError(NO_COMPOSITE_INDEX);
}

// ---------------------------------------------------------------- indexed paths
// An ORDER BY on one path is served from that path's range index: without one, real Cosmos DB
// refuses the query with the message below. A filter on a path the indexing policy excludes is
// answered by the service with a scan of every item in scope, at a cost that grows with the data;
// this server is stricter and refuses it, so that a policy that excludes what a query filters on
// fails in the tests instead of costing money in production. The partition key path is exempt: a
// filter on it routes the query.
const NO_RANGE_INDEX = "Order-by item requires a range index to be defined on the corresponding index path.";
const unindexedFilter = (path) =>
  `This test server refuses a filter on '${path}', which the container's indexing policy excludes ` +
  "(Azure Cosmos DB would scan every item in scope to answer it): index the path or drop the filter.";

/** Whether the policy indexes the document path "/a/b": the most specific matching pattern decides. */
function isIndexed(policy, path) {
  if (!policy) return true; // no policy: Cosmos DB's default indexes everything
  if (String(policy.indexingMode || "consistent").toLowerCase() === "none") return false;
  const segs = path.split("/").filter(Boolean);
  let best = { score: -1, included: false };
  const consider = (pattern, included) => {
    const raw = String(pattern || "");
    let exact;
    let prefix;
    if (raw.endsWith("/?")) [exact, prefix] = [true, raw.slice(0, -2)];
    else if (raw.endsWith("/*")) [exact, prefix] = [false, raw.slice(0, -2)];
    else [exact, prefix] = [true, raw];
    const want = normPath(prefix).split("/").filter(Boolean);
    const matches = exact
      ? want.length === segs.length && want.every((w, i) => w === segs[i])
      : want.length <= segs.length && want.every((w, i) => w === segs[i]);
    if (!matches) return;
    const score = want.length * 2 + (exact ? 1 : 0);
    if (score > best.score || (score === best.score && !included)) best = { score, included };
  };
  const included = policy.includedPaths && policy.includedPaths.length > 0 ? policy.includedPaths : [{ path: "/*" }]; // the service's default
  included.forEach((p) => consider(p.path, true));
  (policy.excludedPaths || []).forEach((p) => consider(p.path, false));
  return best.score < 0 ? false : best.included;
}

/** The FROM alias of a parsed query body (the root of its paths). */
function rootOf(body) {
  const src = body.from && body.from.source;
  if (src && src.alias && src.alias.type === "identifier") return src.alias.name;
  if (src && src.expression && src.expression.expression && src.expression.expression.type === "identifier") return src.expression.expression.name;
  return null;
}

/** Every document path a WHERE condition reads, rooted at the alias. */
function filterPaths(node, root, out = new Set()) {
  if (!node || typeof node !== "object") return out;
  if (Array.isArray(node)) {
    node.forEach((n) => filterPaths(n, root, out));
    return out;
  }
  if (node.type === "scalar_member_expression") {
    const path = sortPath(node, root);
    if (path) {
      out.add(path);
      return out;
    }
  }
  for (const key of Object.keys(node)) if (key !== "type") filterPaths(node[key], root, out);
  return out;
}

/**
 * Throws QueryError (400) when the query sorts on one path without a range index or filters on a
 * path the policy excludes. indexing: { policy, partitionKeyPaths } of the container.
 */
function checkIndexedPaths(sql, indexing) {
  let body;
  try {
    body = compiled(sql).ast.body;
  } catch (e) {
    return; // syntax errors are reported by the execution
  }
  if (!body || !indexing || !indexing.policy) return;
  const root = rootOf(body);
  const sort = (body.orderBy && body.orderBy.expressions) || [];
  if (sort.length === 1) {
    const path = sortPath(sort[0].expression, root);
    if (path && !isIndexed(indexing.policy, path)) throw new QueryError(NO_RANGE_INDEX);
  }
  const keys = new Set((indexing.partitionKeyPaths || []).map(normPath));
  for (const path of filterPaths(body.where, root)) {
    if (!keys.has(normPath(path)) && !isIndexed(indexing.policy, path)) throw new QueryError(unindexedFilter(path));
  }
}

/**
 * One page of the query: { items, continuation|null }. pageSize <= 0 or null means everything.
 * compositeIndexes (optional): the container's composite indexes; when given, ORDER BY on several
 * paths is refused without a matching one.
 */
function runPage(docs, spec, { pageSize, continuation, compositeIndexes, indexing }) {
  const p = prepare(spec);
  if (compositeIndexes !== undefined) checkCompositeIndex(p.sql, compositeIndexes);
  if (indexing !== undefined) checkIndexedPaths(p.sql, indexing);
  const rows = execute(compiled(p.sql), docs, p.parameters);
  const token = continuation ? String(continuation) : "";
  const kq = keyQuery(p.sql);
  let keyRows;
  if (kq) {
    try {
      keyRows = kq.q.exec(docs, { parameters: p.parameters }).result;
    } catch (e) {
      keyRows = undefined;
    }
    if (!Array.isArray(keyRows) || keyRows.length !== rows.length) keyRows = undefined;
  }
  const { rows: all, keys } = postProcess(rows, p, keyRows);
  const pos = keys ? positions(keys, kq.desc.length) : undefined;
  let start = 0;
  if (token.includes(ORDER_PREFIX)) {
    if (!pos) throw new QueryError(`Invalid continuation token ${token}`);
    const after = decodePos(token);
    start = pos.findIndex((x) => comparePos(x, after, kq.desc) > 0);
    if (start < 0) start = all.length;
  } else if (token) {
    start = parseSkip(token);
  }
  const size = pageSize && pageSize > 0 ? pageSize : all.length;
  const items = all.slice(start, start + size);
  const next = start + items.length;
  if (next >= all.length || items.length === 0) return { items, continuation: null };
  return { items, continuation: pos ? encodePos(pos[next - 1]) : SKIP_PREFIX + next };
}

/** Truthiness of a patch condition such as "from c where c.x = 1" for a single document. */
function matchesCondition(doc, condition) {
  return runAll([doc], { query: `SELECT * ${condition}` }).length > 0;
}

module.exports = { runAll, runPage, matchesCondition, compareValues, checkCompositeIndex, checkIndexedPaths, isIndexed, NO_RANGE_INDEX, prepare, compiled, QueryError, NO_COMPOSITE_INDEX };

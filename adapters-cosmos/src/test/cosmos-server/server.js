#!/usr/bin/env node
"use strict";
// Local Azure Cosmos DB compatible server for tests: @vercel/cosmosdb-server 1.0.1 (databases,
// containers, partition key ranges, UDFs) plus our own handlers for documents, queries,
// batches, stored procedures, triggers and the change feed. See README.md.
const http = require("http");
const https = require("https");
const fs = require("fs");
const crypto = require("crypto");
const { Readable } = require("stream");
const { URL } = require("url");

const lib = require("./lib/library");
const { ContainerStore, Transaction, CosmosError, PRECONDITION_FAILED, pkKeyFromHeader } = require("./lib/store");
const { runAll, runPage, matchesCondition, QueryError } = require("./lib/query");
const { ScriptRegistry, runScript, CHARGE } = require("./lib/scripts");
const { applyPatch } = require("./lib/patch");
const { Faults, FaultError, FAULTS } = require("./lib/faults");
const { LockManager } = require("./lib/locks");
const epk = require("./lib/epk");

// ------------------------------------------------------------------ options
function parseArgs(argv) {
  const o = { port: 0, host: "127.0.0.1", https: false, scriptOpBudget: 1000, verbose: false, exitOnStdinClose: true, serialize: false, partitions: 1 };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const next = () => {
      i += 1;
      if (i >= argv.length) throw new Error(`missing value for ${a}`);
      return argv[i];
    };
    if (a === "--port") o.port = parseInt(next(), 10);
    else if (a === "--host") o.host = next();
    else if (a === "--https") o.https = true;
    else if (a === "--http") o.https = false;
    else if (a === "--script-op-budget") o.scriptOpBudget = parseInt(next(), 10);
    else if (a === "--verbose") o.verbose = true;
    else if (a === "--no-exit-on-stdin-close") o.exitOnStdinClose = false;
    else if (a === "--serialize") o.serialize = true;
    else if (a === "--partitions") o.partitions = parseInt(next(), 10);
    else if (a === "--help" || a === "-h") {
      process.stdout.write(
        "usage: node server.js [--port N (0 = free port)] [--host 127.0.0.1] [--https] " +
          "[--script-op-budget N (default 1000)] [--serialize] [--partitions N (default 1)] [--verbose] " +
          "[--no-exit-on-stdin-close]\n"
      );
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isInteger(o.port) || o.port < 0) throw new Error("--port must be >= 0");
  if (!Number.isInteger(o.scriptOpBudget) || o.scriptOpBudget < 0) throw new Error("--script-op-budget must be >= 0");
  if (!Number.isInteger(o.partitions) || o.partitions < 1 || o.partitions > 64) throw new Error("--partitions must be 1..64");
  return o;
}

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`cosmos-test-server: ${e.message}\n`);
  process.exit(2);
}
const log = (...a) => {
  if (opts.verbose) process.stderr.write(`${a.join(" ")}\n`);
};

// ------------------------------------------------------------------ state
let account; // library Account (databases/collections), created once listening
const containers = new Map(); // collection _rid -> { meta, docs, sprocs, triggers }

function container(dbId, collId) {
  const meta = account.database(dbId).collection(collId).read();
  if (!meta) throw new CosmosError(404, `Resource Not Found: container ${dbId}/${collId} does not exist`);
  let c = containers.get(meta._rid);
  if (!c) {
    c = {
      meta,
      docs: new ContainerStore(meta),
      sprocs: new ScriptRegistry("sprocs", meta),
      triggers: new ScriptRegistry("triggers", meta)
    };
    containers.set(meta._rid, c);
  }
  c.meta = meta;
  c.docs.meta = meta;
  c.docs.altLink = `dbs/${account.database(dbId).read().id}/colls/${meta.id}`;
  if (!c.ranges) installRanges(c);
  return c;
}

// ------------------------------------------------------------------ partition key ranges
// --partitions N: the container's EPK space ("" .. "FF") is split into N partition key ranges
// with ids "0".."N-1". Each document belongs to the range holding the effective partition key of
// its partition key value, hashed exactly as the Java SDK hashes it (lib/epk.js; V1 or V2
// following the container's partitionKey.version), so the SDK's per-range requests
// (x-ms-documentdb-partitionkeyrangeid) see exactly that range's documents.
function installRanges(c) {
  const def = c.meta.partitionKey || {};
  c.ranges = epk.splitRanges(opts.partitions, def);
  const cache = new Map();
  c.epkOf = (pkKey) => {
    let v = cache.get(pkKey);
    if (v === undefined) {
      v = epk.epkOfPkKey(pkKey, def);
      if (cache.size > 100000) cache.clear();
      cache.set(pkKey, v);
    }
    return v;
  };
  c.docs.rangeOf = opts.partitions === 1 ? () => "0" : (pkKey) => epk.rangeIdOf(c.ranges, c.epkOf(pkKey));
}

/** The partition key range named by x-ms-documentdb-partitionkeyrangeid ("id" or "collRid,id"), or undefined. */
function rangeHeader(c, req) {
  const v = header(req, "x-ms-documentdb-partitionkeyrangeid");
  if (v === undefined || v === "") return undefined;
  const id = String(v).split(",").pop().trim();
  if (!c.ranges.some((r) => r.id === id)) {
    const e = new CosmosError(410, `The partition key range ${id} is gone (this server has ${c.ranges.length} range(s)).`);
    e.subStatus = 1002; // PartitionKeyRangeGone: the SDK refreshes its routing map
    throw e;
  }
  return id;
}

/**
 * Filter (pkKey -> boolean) for a request scoped to a partition key range and/or an EPK
 * sub-range (x-ms-start-epk / x-ms-end-epk, sent for feed ranges), or undefined for "all".
 */
function rangeFilter(c, req) {
  const id = rangeHeader(c, req);
  const start = header(req, "x-ms-start-epk");
  const end = header(req, "x-ms-end-epk");
  if (id === undefined && start === undefined && end === undefined) return undefined;
  return (pkKey) => {
    if (id !== undefined && c.docs.rangeOf(pkKey) !== id) return false;
    if (start !== undefined || end !== undefined) {
      const e = c.epkOf(pkKey);
      if (start !== undefined && e < start) return false;
      if (end !== undefined && end !== "FF" && e >= end) return false;
    }
    return true;
  };
}

function pkRangesFeed(c) {
  const collRid = lib.ResourceId.parse(c.meta._rid);
  const items = c.ranges.map((r, i) => {
    const idBuffer = Buffer.alloc(8, 0);
    idBuffer.writeInt32LE(i, 0);
    idBuffer.writeInt8(lib.ResourceId.PartitionKeyRangeByte << 4, 7);
    const rid = lib.ResourceId.parse(c.meta._rid);
    rid.partitionKeyRange = lib.ResourceId.bigNumberReadIntBE(idBuffer, 0, 8).toString();
    const ridStr = rid.toString();
    return {
      id: r.id,
      _rid: ridStr,
      _self: `${c.meta._self}/pkranges/${ridStr}`,
      _etag: `"pkrange-${collRid.toString()}-${r.id}"`,
      minInclusive: r.minInclusive,
      maxExclusive: r.maxExclusive,
      ridPrefix: i,
      throughputFraction: 1 / c.ranges.length,
      status: "online",
      parents: [],
      _ts: c.meta._ts || 0,
      _lsn: 1
    };
  });
  return { _rid: c.meta._rid, PartitionKeyRanges: items, _count: items.length };
}

// ------------------------------------------------------------------ concurrency
// --serialize: requests are executed one at a time (after their body is read), as before.
// Default: requests run concurrently, and every data-plane operation holds a logical-partition
// (or whole-container) lock for its duration, see lib/locks.js. Scripts, triggers and batches
// stay all-or-nothing and never interleave with other reads or writes of their partition.
let chain = Promise.resolve();
function serialized(fn) {
  const p = chain.then(fn, fn);
  chain = p.catch(() => undefined);
  return p;
}
const locks = new LockManager();
const faults = new Faults();

// ------------------------------------------------------------------ helpers
const isTrue = (v) => String(v || "").toLowerCase() === "true";
const header = (req, name) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};
const jsonBody = (raw) => {
  if (!raw || raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch (e) {
    throw new CosmosError(400, `Invalid JSON body: ${e.message}`);
  }
};
const reply = (status, body, extra = {}) => ({ status, body, ...extra });
const fmtCharge = (c) => (Math.round(c * 100) / 100).toFixed(2);

function feedBody(c, key, items) {
  return { _rid: c.meta._rid, [key]: items, _count: items.length };
}

function triggerNames(req, name) {
  const v = header(req, name);
  if (!v) return [];
  return v
    .split(",")
    .map((s) => decodeURIComponent(s.trim()))
    .filter(Boolean);
}

const TRIGGER_OPS = { create: ["all", "create"], replace: ["all", "replace"], delete: ["all", "delete"], upsert: ["all", "create", "replace", "upsert"] };

function resolveTriggers(c, req, kind, operation) {
  const names = triggerNames(req, kind === "pre" ? "x-ms-documentdb-pre-trigger-include" : "x-ms-documentdb-post-trigger-include");
  return names.map((n) => {
    const t = c.triggers.find(n);
    if (!t) throw new CosmosError(404, `Trigger ${n} not found`);
    if (String(t.triggerType).toLowerCase() !== kind) throw new CosmosError(400, `Trigger ${n} is not a ${kind}-trigger`);
    const op = String(t.triggerOperation || "All").toLowerCase();
    if (!TRIGGER_OPS[operation].includes(op)) throw new CosmosError(400, `Trigger ${n} (operation ${t.triggerOperation}) does not apply to ${operation}`);
    return t;
  });
}

/**
 * Runs a document write with its pre/post triggers in one transaction.
 * write(tx, body) -> { doc, status }
 */
async function writeWithTriggers(c, req, operation, pkKey, body, write) {
  const pre = resolveTriggers(c, req, "pre", operation);
  const post = resolveTriggers(c, req, "post", operation);
  const tx = new Transaction();
  let charge = 0;
  try {
    for (const t of pre) {
      const r = await runScript({ script: t, kind: "trigger", store: c.docs, pkKey: pkKey !== undefined ? pkKey : c.docs.pkKeyOfDoc(body || {}), tx, budget: opts.scriptOpBudget, requestBody: body, responseBody: undefined });
      body = r.requestBody;
      charge += r.charge;
    }
    const result = write(tx, body);
    let responseBody = result.doc;
    for (const t of post) {
      const docPk = result.doc ? c.docs.pkKeyOfDoc(result.doc) : pkKey;
      const r = await runScript({ script: t, kind: "trigger", store: c.docs, pkKey: docPk, tx, budget: opts.scriptOpBudget, requestBody: result.doc, responseBody });
      responseBody = r.responseBody;
      charge += r.charge;
    }
    return { ...result, doc: responseBody, charge };
  } catch (e) {
    tx.rollback();
    throw e;
  }
}

function minimal(req) {
  return /return=minimal/i.test(String(header(req, "prefer") || ""));
}

// ------------------------------------------------------------------ document handlers
// What a cross-partition query needs the SDK to merge client-side (with several ranges).
const NEEDS_MERGE = /\bORDER\s+BY\b|\bTOP\b|\bDISTINCT\b|\bOFFSET\b|\bGROUP\s+BY\b|\b(COUNT|SUM|AVG|MIN|MAX)\s*\(/i;

// SELECT TOP n with nothing else to merge: each range answers at most n items and the SDK keeps the
// first n of them (its TOP pipeline, driven by queryInfo.top), which is right whatever the ranges.
const TOP = /^(\s*SELECT\s+)TOP\s+(@\w+|\d+)\s/i;

function topOnly(spec) {
  const m = TOP.exec(spec.query);
  if (!m || NEEDS_MERGE.test(spec.query.replace(TOP, "$1"))) return null;
  if (/^\d+$/.test(m[2])) return parseInt(m[2], 10);
  const p = (spec.parameters || []).find((x) => x.name === m[2]);
  return p && Number.isInteger(p.value) ? p.value : null;
}

function queryPlan(spec, crossPartition) {
  // Everything (ORDER BY, TOP, aggregates, DISTINCT, OFFSET/LIMIT) is evaluated by this server, so
  // the SDK gets a plan that needs no client-side processing. That is only right when the query
  // runs on one partition key range: with --partitions N > 1 the SDK sends a cross-partition query
  // to each range and concatenates the pages, which is correct only for queries that need no
  // merge. We do not produce the SDK's ORDER BY / aggregate / TOP / DISTINCT pipelines' rewritten
  // queries, so such queries are refused rather than silently answered wrongly.
  if (!spec || typeof spec.query !== "string") throw new CosmosError(400, "missing query");
  const top = topOnly(spec);
  if (crossPartition && opts.partitions > 1 && NEEDS_MERGE.test(spec.query) && top === null) {
    throw new CosmosError(
      400,
      "Cross-partition queries with ORDER BY, TOP, DISTINCT, OFFSET/LIMIT, GROUP BY or aggregates are not supported by this test server with --partitions > 1 (set a partition key on the query, or run with --partitions 1): " +
        spec.query
    );
  }
  return {
    partitionedQueryExecutionInfoVersion: 2,
    queryInfo: {
      distinctType: "None",
      top: crossPartition && opts.partitions > 1 ? top : null,
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
    },
    queryRanges: [{ min: "", max: "FF", isMinInclusive: true, isMaxInclusive: false }]
  };
}

function maxItemCount(req) {
  const v = parseInt(header(req, "x-ms-max-item-count") || "", 10);
  return Number.isFinite(v) && v > 0 ? v : null;
}

function changeFeed(c, req, pkKey) {
  const keep = pkKey === undefined ? rangeFilter(c, req) : undefined;
  if (pkKey === undefined && opts.partitions > 1 && rangeHeader(c, req) === undefined) {
    // LSNs are per range: a feed over several ranges has no single continuation
    throw new CosmosError(400, "With --partitions > 1 a change feed request needs x-ms-documentdb-partitionkeyrangeid or a partition key");
  }
  const rangeId = pkKey !== undefined ? c.docs.rangeOf(pkKey) : rangeHeader(c, req) || "0";
  const rangeLsn = c.docs.lsnOfRange(rangeId);
  const inm = header(req, "if-none-match");
  let since = 0;
  if (inm === "*") since = rangeLsn;
  else if (inm) {
    since = parseInt(String(inm).replace(/"/g, ""), 10);
    if (!Number.isFinite(since)) since = 0;
  }
  let ims;
  const imsHeader = header(req, "if-modified-since");
  if (!inm && imsHeader) {
    const t = Date.parse(imsHeader);
    if (Number.isFinite(t)) ims = Math.floor(t / 1000);
  }
  const max = maxItemCount(req) || 100;
  const changes = c.docs.changes(since, pkKey, max, ims, keep);
  if (changes.length === 0) {
    return reply(304, undefined, { etag: `"${since}"`, charge: 1.0, headers: { "x-ms-item-count": "0" } });
  }
  const last = changes[changes.length - 1].lsn;
  const docs = changes.map((x) => x.doc);
  return reply(200, feedBody(c, "Documents", docs), {
    etag: `"${last}"`,
    charge: 1.0 + 0.1 * docs.length,
    headers: { "x-ms-item-count": String(docs.length), lsn: String(rangeLsn) }
  });
}

async function batch(c, req, batchPkKey, ops) {
  if (!Array.isArray(ops)) throw new CosmosError(400, "Invalid batch request body");
  const atomic = isTrue(header(req, "x-ms-cosmos-batch-atomic")) || !header(req, "x-ms-cosmos-batch-atomic");
  const continueOnError = isTrue(header(req, "x-ms-cosmos-batch-continue-on-error"));
  const tx = new Transaction();
  const results = [];
  let failedAt = -1;
  let charge = 0;
  for (let i = 0; i < ops.length; i += 1) {
    const o = ops[i] || {};
    const type = String(o.operationType || "").toLowerCase();
    try {
      // bulk requests carry the partition key per operation
      const opPk = o.partitionKey !== undefined ? pkKeyFromHeader(typeof o.partitionKey === "string" ? o.partitionKey : JSON.stringify(o.partitionKey)) : undefined;
      const pkKey = opPk !== undefined ? opPk : batchPkKey;
      let r;
      switch (type) {
        case "create":
          r = { statusCode: 201, doc: c.docs.create(tx, pkKey, o.resourceBody), charge: CHARGE.create };
          break;
        case "upsert": {
          const u = c.docs.upsert(tx, pkKey, o.resourceBody, o.ifMatch);
          r = { statusCode: u.created ? 201 : 200, doc: u.doc, charge: CHARGE.upsert };
          break;
        }
        case "replace":
          r = { statusCode: 200, doc: c.docs.replace(tx, pkKey, o.id, o.resourceBody, o.ifMatch), charge: CHARGE.replace };
          break;
        case "delete":
          c.docs.delete(tx, pkKey, o.id, o.ifMatch);
          r = { statusCode: 204, doc: undefined, charge: CHARGE.delete };
          break;
        case "read": {
          const d = c.docs.find(pkKey, o.id);
          if (!d) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
          r = { statusCode: 200, doc: d, charge: CHARGE.read };
          break;
        }
        case "patch": {
          const existing = c.docs.find(pkKey, o.id);
          if (!existing) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
          const body = o.resourceBody || {};
          const operations = Array.isArray(body) ? body : body.operations;
          if (body.condition && !matchesCondition(existing, body.condition)) throw new CosmosError(412, PRECONDITION_FAILED);
          r = { statusCode: 200, doc: c.docs.replace(tx, pkKey, existing.id, applyPatch(existing, operations), o.ifMatch), charge: CHARGE.replace };
          break;
        }
        default:
          throw new CosmosError(400, `Operation type '${o.operationType}' is not supported in Batch.`);
      }
      charge += r.charge;
      results.push({ statusCode: r.statusCode, requestCharge: r.charge, eTag: r.doc ? r.doc._etag : undefined, resourceBody: r.doc });
    } catch (e) {
      if (!(e instanceof CosmosError)) throw e;
      results.push({ statusCode: e.status, subStatusCode: 0, requestCharge: 1.0 });
      charge += 1.0;
      if (failedAt < 0) failedAt = i;
      if (atomic || !continueOnError) break;
    }
  }
  if (failedAt >= 0 && atomic) {
    tx.rollback();
    const failed = results[failedAt];
    const all = ops.map((o, i) => (i === failedAt ? failed : { statusCode: 424, subStatusCode: 0, requestCharge: 0 }));
    return reply(207, all, { charge });
  }
  while (results.length < ops.length) results.push({ statusCode: 424, subStatusCode: 0, requestCharge: 0 });
  return reply(failedAt >= 0 ? 207 : 200, results, { charge });
}

async function documents(req, seg, raw) {
  const c = container(seg.db, seg.coll);
  requireReadableSession(c, req);
  const pkHeader = header(req, "x-ms-documentdb-partitionkey");
  const pkKey = pkKeyFromHeader(pkHeader);
  const ifMatch = header(req, "if-match");
  const docId = seg.doc;

  if (docId === undefined) {
    if (req.method === "POST") {
      const body = jsonBody(raw);
      if (isTrue(header(req, "x-ms-cosmos-is-query-plan-request"))) {
        return reply(200, queryPlan(body, pkKey === undefined), { charge: 1.0 });
      }
      const ct = String(header(req, "content-type") || "");
      if (isTrue(header(req, "x-ms-documentdb-isquery")) || ct.startsWith("application/query+json")) {
        const docs = c.docs.docs(pkKey, pkKey === undefined ? rangeFilter(c, req) : undefined);
        const page = runPage(docs, body, { pageSize: maxItemCount(req), continuation: header(req, "x-ms-continuation"), compositeIndexes: c.docs.compositeIndexes(), indexing: c.docs.indexing() });
        const headers = { "x-ms-item-count": String(page.items.length) };
        if (page.continuation) headers["x-ms-continuation"] = page.continuation;
        return reply(200, feedBody(c, "Documents", page.items), { headers, charge: CHARGE.queryBase + CHARGE.queryPerItem * page.items.length });
      }
      if (isTrue(header(req, "x-ms-cosmos-is-batch-request"))) {
        return batch(c, req, pkKey, body);
      }
      if (isTrue(header(req, "x-ms-documentdb-is-upsert"))) {
        const r = await writeWithTriggers(c, req, "upsert", pkKey, body, (tx, b) => {
          const u = c.docs.upsert(tx, pkKey, b, ifMatch);
          return { doc: u.doc, status: u.created ? 201 : 200 };
        });
        return reply(r.status, minimal(req) ? undefined : r.doc, { etag: r.doc && r.doc._etag, charge: CHARGE.upsert + r.charge });
      }
      const r = await writeWithTriggers(c, req, "create", pkKey, body, (tx, b) => ({ doc: c.docs.create(tx, pkKey, b), status: 201 }));
      return reply(r.status, minimal(req) ? undefined : r.doc, { etag: r.doc && r.doc._etag, charge: CHARGE.create + r.charge });
    }
    if (req.method === "GET") {
      if (header(req, "a-im")) return changeFeed(c, req, pkKey);
      const docs = c.docs.docs(pkKey, pkKey === undefined ? rangeFilter(c, req) : undefined);
      const page = runPage(docs, { query: "SELECT * FROM c" }, { pageSize: maxItemCount(req), continuation: header(req, "x-ms-continuation") });
      const headers = { "x-ms-item-count": String(page.items.length) };
      if (page.continuation) headers["x-ms-continuation"] = page.continuation;
      return reply(200, feedBody(c, "Documents", page.items), { headers, charge: CHARGE.queryBase + CHARGE.queryPerItem * page.items.length });
    }
    throw new CosmosError(405, `Method ${req.method} not allowed on documents feed`);
  }

  switch (req.method) {
    case "GET": {
      const d = c.docs.find(pkKey, docId);
      if (!d) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
      const inm = header(req, "if-none-match");
      if (inm && inm === d._etag) return reply(304, undefined, { etag: d._etag, charge: CHARGE.read });
      return reply(200, d, { etag: d._etag, charge: CHARGE.read });
    }
    case "PUT": {
      const body = jsonBody(raw);
      const r = await writeWithTriggers(c, req, "replace", pkKey, body, (tx, b) => ({ doc: c.docs.replace(tx, pkKey, docId, b, ifMatch), status: 200 }));
      return reply(200, minimal(req) ? undefined : r.doc, { etag: r.doc && r.doc._etag, charge: CHARGE.replace + r.charge });
    }
    case "DELETE": {
      const r = await writeWithTriggers(c, req, "delete", pkKey, c.docs.find(pkKey, docId), (tx) => {
        c.docs.delete(tx, pkKey, docId, ifMatch);
        return { doc: undefined, status: 204 };
      });
      return reply(204, undefined, { charge: CHARGE.delete + r.charge });
    }
    case "PATCH": {
      const body = jsonBody(raw) || {};
      const operations = Array.isArray(body) ? body : body.operations;
      const r = await writeWithTriggers(c, req, "replace", pkKey, undefined, (tx) => {
        const existing = c.docs.find(pkKey, docId);
        if (!existing) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
        if (body.condition && !matchesCondition(existing, body.condition)) {
          throw new CosmosError(412, PRECONDITION_FAILED);
        }
        return { doc: c.docs.replace(tx, pkKey, existing.id, applyPatch(existing, operations), ifMatch), status: 200 };
      });
      return reply(200, minimal(req) ? undefined : r.doc, { etag: r.doc && r.doc._etag, charge: CHARGE.replace + r.charge });
    }
    default:
      throw new CosmosError(405, `Method ${req.method} not allowed on a document`);
  }
}

// ------------------------------------------------------------------ script handlers
async function scripts(req, seg, raw) {
  const c = container(seg.db, seg.coll);
  const reg = seg.kind === "sprocs" ? c.sprocs : c.triggers;
  const listKey = seg.kind === "sprocs" ? "StoredProcedures" : "Triggers";
  const id = seg.doc;
  if (id === undefined) {
    if (req.method === "GET") return reply(200, feedBody(c, listKey, reg.list()), { charge: 1.0 });
    if (req.method === "POST") {
      const body = jsonBody(raw);
      const ct = String(header(req, "content-type") || "");
      if (isTrue(header(req, "x-ms-documentdb-isquery")) || ct.startsWith("application/query+json")) {
        const items = runAll(reg.list(), body);
        return reply(200, feedBody(c, listKey, items), { charge: 1.0, headers: { "x-ms-item-count": String(items.length) } });
      }
      if (isTrue(header(req, "x-ms-documentdb-is-upsert"))) {
        const u = reg.upsert(body);
        return reply(u.created ? 201 : 200, u.res, { etag: u.res._etag, charge: 1.0 });
      }
      const r = reg.create(body);
      return reply(201, r, { etag: r._etag, charge: 1.0 });
    }
    throw new CosmosError(405, `Method ${req.method} not allowed`);
  }
  switch (req.method) {
    case "GET": {
      const r = reg.find(id);
      if (!r) throw new CosmosError(404, "Resource Not Found");
      return reply(200, r, { etag: r._etag, charge: 1.0 });
    }
    case "PUT": {
      const r = reg.replace(id, jsonBody(raw), header(req, "if-match"));
      return reply(200, r, { etag: r._etag, charge: 1.0 });
    }
    case "DELETE":
      reg.delete(id);
      return reply(204, undefined, { charge: 1.0 });
    case "POST": {
      if (seg.kind !== "sprocs") throw new CosmosError(405, "Triggers cannot be executed directly");
      const sproc = reg.find(id);
      if (!sproc) throw new CosmosError(404, "Resource Not Found");
      const pkKey = pkKeyFromHeader(header(req, "x-ms-documentdb-partitionkey"));
      if (pkKey === undefined) throw new CosmosError(400, "PartitionKey value must be supplied for this operation.");
      let args = jsonBody(raw);
      if (args === undefined) args = [];
      if (!Array.isArray(args)) args = [args];
      const tx = new Transaction();
      let r;
      try {
        r = await runScript({ script: sproc, kind: "sproc", args, store: c.docs, pkKey, tx, budget: opts.scriptOpBudget });
      } catch (e) {
        tx.rollback();
        if (e instanceof CosmosError) e.charge = 2.0 + (e.charge || 0);
        throw e;
      }
      const headers = {};
      if (isTrue(header(req, "x-ms-documentdb-script-enable-logging")) && r.logs.length) {
        headers["x-ms-documentdb-script-log-results"] = encodeURIComponent(r.logs.join("\n"));
      }
      return reply(200, r.responseBody === undefined ? "" : JSON.stringify(r.responseBody), { raw: true, headers, charge: 2.0 + r.charge });
    }
    default:
      throw new CosmosError(405, `Method ${req.method} not allowed`);
  }
}

// ------------------------------------------------------------------ library-backed routes
// The library validates composite indexes on container create only; replace gets the same rules.
function validateIndexingPolicy(policy) {
  if (!policy || policy.compositeIndexes === undefined || policy.compositeIndexes === null) return;
  const ci = policy.compositeIndexes;
  if (!Array.isArray(ci)) throw new CosmosError(400, "One of the specified inputs is invalid");
  ci.forEach((index, i) => {
    if (!Array.isArray(index)) throw new CosmosError(400, "One of the specified inputs is invalid");
    if (index.length < 2) throw new CosmosError(400, `The composite index at 'indexingPolicy.additionalIndexes.composite['${i}']' must have at least 2 paths.`);
    const seen = new Set();
    index.forEach((p, j) => {
      if (!p || typeof p !== "object" || !/^\/[^/]+/.test(String(p.path || ""))) {
        throw new CosmosError(400, `The indexing path '${(p && p.path) || ""}' could not be accepted. Please ensure that the path is a valid path.`);
      }
      if (seen.has(p.path)) throw new CosmosError(400, `The following path '${p.path}' was specified more than once in 'additionalIndexes.composite[${i}][${j}]'. Remove the duplicated field.`);
      seen.add(p.path);
      if (p.order !== undefined && !["ascending", "descending"].includes(String(p.order).toLowerCase())) {
        throw new CosmosError(400, `The composite order '${p.order}' is invalid. Choose between 'ascending' and 'descending'.`);
      }
    });
  });
}

/** PUT on a container (replace): checks, then the library replaces the resource (our store stays). */
function checkContainerReplace(seg, raw) {
  const body = jsonBody(raw);
  const meta = account.database(seg.db).collection(seg.coll).read();
  if (!meta) return; // the library answers 404
  if (!body || typeof body !== "object") throw new CosmosError(400, "The container body must be a JSON object");
  if (body.id !== meta.id) throw new CosmosError(400, "The id of a container cannot be changed by replace");
  validateIndexingPolicy(body.indexingPolicy);
}

async function viaLibrary(req, raw, seg) {
  if (seg && seg.coll !== undefined && seg.kind === undefined && req.method === "PUT") checkContainerReplace(seg, raw);
  if (seg && seg.kind === "pkranges" && seg.doc === undefined && !seg.extra && req.method === "GET" && opts.partitions > 1) {
    const c = container(seg.db, seg.coll);
    const out = reply(200, pkRangesFeed(c), { charge: 1.0, etag: '"1"' });
    if (header(req, "a-im") && header(req, "if-none-match")) out.status = 304;
    return out;
  }
  const fake = Readable.from(raw && raw.length ? [raw] : []);
  fake.headers = req.headers;
  fake.method = req.method;
  fake.url = req.url;
  const route = lib.libraryRoutes(fake);
  if (!route) throw new CosmosError(400, `no route for ${req.method} ${req.url}`);
  const [params, handler] = route;
  const res = { statusCode: 200, headers: {}, setHeader(k, v) { this.headers[k.toLowerCase()] = v; } };
  let body = await handler(account, fake, res, params);
  if (res.statusCode === 404 && body && !body.message) body = { code: "NotFound", message: "Resource Not Found" };
  if (res.statusCode === 409 && body) body = { code: "Conflict", message: "Resource with specified id or name already exists." };
  const out = reply(res.statusCode, body, { headers: res.headers, etag: body && body._etag, charge: 1.0 });
  // partition key ranges are read through an incremental feed by the SDK
  if (header(req, "a-im") && res.statusCode === 200) {
    if (header(req, "if-none-match")) out.status = 304;
    out.etag = '"1"';
  }
  return out;
}

// ------------------------------------------------------------------ dispatch
function parsePath(reqUrl) {
  let p = new URL(reqUrl, "http://x").pathname;
  while (p.startsWith("//")) p = p.slice(1);
  while (p.length > 1 && p.endsWith("/")) p = p.slice(0, -1);
  const parts = p.split("/").filter(Boolean).map(decodeURIComponent);
  const seg = {};
  if (parts[0] === "dbs" && parts.length >= 2) seg.db = parts[1];
  if (parts[2] === "colls" && parts.length >= 4) seg.coll = parts[3];
  if (parts.length >= 5) {
    seg.kind = parts[4];
    seg.doc = parts[5];
    seg.extra = parts.length > 6;
  }
  seg.parts = parts;
  return seg;
}

// Session token and LSN headers on data-plane responses (documents, queries, change feed, batches,
// scripts), as real Cosmos DB sends them. The format is what the Java SDK parses
// (SessionContainer / VectorSessionToken, and the change-feed lag estimator of
// ChangeFeedProcessor.getEstimatedLag/getCurrentState, which reads the global LSN after '#'):
//   x-ms-session-token: <pkRangeId>:<version>#<globalLsn>     e.g. "0:-1#42"
// The range is the request's (x-ms-documentdb-partitionkeyrangeid, or the range of its partition
// key) and the LSN is that range's. With one range ("0", the default) that is the container's LSN.
// A cross-partition request with --partitions > 1 and no range header gets no session token.
function sessionRange(c, req) {
  try {
    const id = rangeHeader(c, req);
    if (id !== undefined) return id;
    const pkKey = pkKeyFromHeader(header(req, "x-ms-documentdb-partitionkey"));
    if (pkKey !== undefined) return c.docs.rangeOf(pkKey);
  } catch (e) {
    // malformed headers: the response is an error anyway
  }
  return opts.partitions === 1 ? "0" : undefined;
}

function sessionHeaders(seg, out, req) {
  if (!account || seg === undefined || seg.coll === undefined || seg.extra) return undefined;
  if (seg.kind !== "docs" && seg.kind !== "sprocs" && seg.kind !== "triggers") return undefined;
  let c;
  try {
    c = container(seg.db, seg.coll);
  } catch (e) {
    return undefined; // the container does not exist (the response is an error anyway)
  }
  const rangeId = sessionRange(c, req);
  const lsn = String(rangeId === undefined ? c.docs.lsn : c.docs.lsnOfRange(rangeId));
  const h = { lsn, "x-ms-global-committed-lsn": lsn };
  if (rangeId !== undefined) h["x-ms-session-token"] = `${rangeId}:-1#${lsn}`;
  const body = out && out.body;
  if (seg.kind === "docs" && seg.doc !== undefined && body && typeof body === "object" && body._rid) {
    const itemLsn = c.docs.lsnOfRid(body._rid);
    if (itemLsn !== undefined) h["x-ms-item-lsn"] = String(itemLsn);
  }
  return h;
}

// A read that presents a session token asks to see at least the writes that token covers. The
// service answers 404 with substatus 1002 (ReadSessionNotAvailable) when the replica it reached
// has not caught up; here every range is always caught up, so only a token from the future (an
// LSN this range never reached: forged, or another container's) is refused that way.
function requireReadableSession(c, req) {
  const presented = header(req, "x-ms-session-token");
  const isRead = req.method === "GET" || isTrue(header(req, "x-ms-documentdb-isquery"));
  if (!presented || !isRead) return;
  const rangeId = sessionRange(c, req);
  if (rangeId === undefined) return;
  for (const token of String(presented).split(",")) {
    const colon = token.indexOf(":");
    if (colon <= 0 || token.slice(0, colon).trim() !== String(rangeId)) continue;
    const lsn = Number(token.split("#")[1]);
    if (Number.isFinite(lsn) && lsn > c.docs.lsnOfRange(rangeId)) {
      const e = new CosmosError(404, "The read session is not available for the input session token.");
      e.subStatus = 1002;
      throw e;
    }
  }
}

async function route(req, raw, seg) {
  if (seg.parts.length === 0 && req.method === "GET") return reply(200, accountInfo(), { charge: 1.0 });
  if (seg.coll !== undefined && !seg.extra && seg.kind === "docs") return documents(req, seg, raw);
  if (seg.coll !== undefined && !seg.extra && (seg.kind === "sprocs" || seg.kind === "triggers")) return scripts(req, seg, raw);
  return viaLibrary(req, raw, seg);
}

/**
 * The lock a request needs (concurrent mode): {container, pk} with pk undefined for the whole
 * container, or null when it touches no documents. Document operations and stored procedure
 * executions with a partition key lock that logical partition; those without one (cross-partition
 * or per-range queries and feeds, bulk batches) lock the container.
 */
function lockScope(req, seg) {
  if (seg.coll === undefined || seg.extra) return null;
  const isDocs = seg.kind === "docs";
  const isExec = seg.kind === "sprocs" && seg.doc !== undefined && req.method === "POST";
  if (!isDocs && !isExec) return null;
  if (isDocs && seg.doc === undefined && req.method === "POST" && isTrue(header(req, "x-ms-cosmos-is-query-plan-request"))) return null;
  let meta;
  try {
    meta = account.database(seg.db).collection(seg.coll).read();
  } catch (e) {
    meta = undefined;
  }
  if (!meta) return null; // 404 anyway
  let pkKey;
  try {
    pkKey = pkKeyFromHeader(header(req, "x-ms-documentdb-partitionkey"));
  } catch (e) {
    return null; // 400 anyway
  }
  return { container: meta._rid, pk: pkKey };
}

async function dispatch(req, raw) {
  const seg = parsePath(req.url);
  if (opts.serialize) return route(req, raw, seg);
  const scope = lockScope(req, seg);
  if (!scope) return route(req, raw, seg);
  return locks.with(scope.container, scope.pk, () => route(req, raw, seg));
}

// x-ms-alt-content-path is the name-based path of the resource's owner: the SDK builds the
// altLink of returned resources from it (dbs/{db} for containers, dbs/{db}/colls/{coll} below).
function altContentPath(seg) {
  if (!account || seg.db === undefined || seg.parts.length < 3) return "";
  const dbMeta = account.database(seg.db).read();
  const dbName = dbMeta ? dbMeta.id : seg.db;
  if (seg.coll === undefined || seg.kind === undefined) return `dbs/${dbName}`;
  const collMeta = dbMeta ? account.database(seg.db).collection(seg.coll).read() : undefined;
  return `dbs/${dbName}/colls/${collMeta ? collMeta.id : seg.coll}`;
}

let scheme = "http";
function accountInfo() {
  const data = { ...account.read() };
  const { address, port } = server.address();
  const endpoint = `${scheme}://${address}:${port}/`;
  data.writableLocations = [{ name: "South Central US", databaseAccountEndpoint: endpoint }];
  data.readableLocations = [{ name: "South Central US", databaseAccountEndpoint: endpoint }];
  return data;
}

function send(req, res, out, seg, activityId) {
  const status = out.status;
  const headers = {
    "content-type": "application/json",
    "x-ms-activity-id": activityId || crypto.randomUUID(),
    "x-ms-request-charge": fmtCharge(out.charge === undefined ? 1.0 : out.charge),
    "x-ms-alt-content-path": seg ? altContentPath(seg) : "",
    "x-ms-gatewayversion": "version=2.14.0",
    "x-ms-serviceversion": "version=2.14.0.0",
    "x-ms-schemaversion": "1.16",
    ...(out.headers || {})
  };
  delete headers.connection;
  delete headers["content-location"];
  if (out.etag) headers.etag = out.etag;
  if (!headers["x-ms-alt-content-path"]) delete headers["x-ms-alt-content-path"];
  let payload = "";
  if (status !== 204 && status !== 304 && out.body !== undefined) {
    payload = out.raw ? String(out.body) : JSON.stringify(out.body);
  }
  headers["content-length"] = Buffer.byteLength(payload);
  res.writeHead(status, headers);
  res.end(payload);
  log(`${req.method} ${req.url} -> ${status}`);
}

// The service's error body: {"code": "...", "message": "Message: {\"Errors\":[\"<text>\"]}\r\n
// ActivityId: ..., Request URI: ..., RequestStats: , SDK: ..."}, with x-ms-substatus.
function serviceMessage(text, activityId, req) {
  return `Message: ${JSON.stringify({ Errors: [text] })}\r\nActivityId: ${activityId}, Request URI: ${req.url}, RequestStats: , SDK: Microsoft.Azure.Documents.Common/2.14.0`;
}

function errorReply(e, activityId, req) {
  if (e instanceof CosmosError || e instanceof QueryError || e instanceof FaultError) {
    const headers = { "x-ms-substatus": String(e.subStatus || 0) };
    return reply(e.status, { code: e.code, message: serviceMessage(e.message, activityId, req) }, { charge: e.charge || 1.0, headers });
  }
  process.stderr.write(`cosmos-test-server: internal error: ${e && e.stack}\n`);
  return reply(500, { code: "InternalServerError", message: serviceMessage(String(e && e.message), activityId, req) }, { charge: 1.0, headers: { "x-ms-substatus": "0" } });
}

// ------------------------------------------------------------------ fault injection
/** The operation kind of a request, as fault rules name it (see lib/faults.js). */
function operationOf(req, seg) {
  if (seg.coll !== undefined && !seg.extra && seg.kind === "docs") {
    if (seg.doc === undefined) {
      if (req.method === "GET") return header(req, "a-im") ? "changefeed" : "readfeed";
      if (req.method === "POST") {
        if (isTrue(header(req, "x-ms-cosmos-is-query-plan-request"))) return "queryplan";
        const ct = String(header(req, "content-type") || "");
        if (isTrue(header(req, "x-ms-documentdb-isquery")) || ct.startsWith("application/query+json")) return "query";
        if (isTrue(header(req, "x-ms-cosmos-is-batch-request"))) return "batch";
        if (isTrue(header(req, "x-ms-documentdb-is-upsert"))) return "upsert";
        return "create";
      }
      return "metadata";
    }
    return { GET: "read", PUT: "replace", DELETE: "delete", PATCH: "patch" }[req.method] || "metadata";
  }
  if (seg.coll !== undefined && !seg.extra && seg.kind === "sprocs" && seg.doc !== undefined && req.method === "POST") return "storedprocedure";
  return "metadata";
}

function faultTarget(req, seg) {
  const t = { operation: operationOf(req, seg), container: undefined, rangeId: undefined };
  if (!account || seg.coll === undefined) return t;
  try {
    const meta = account.database(seg.db).collection(seg.coll).read();
    if (!meta) return t;
    t.container = meta.id;
    const c = container(seg.db, seg.coll);
    t.rangeId = sessionRange(c, req);
  } catch (e) {
    // unknown container or malformed headers: only "*" rules match
  }
  return t;
}

function faultReply(rule, activityId, req) {
  const f = FAULTS[rule.fault];
  const headers = { "x-ms-substatus": String(rule.subStatus) };
  if (rule.fault === 429) headers["x-ms-retry-after-ms"] = String(rule.retryAfterMs);
  const text = `${f.message} (fault injected by the test server, rule ${rule.id})`;
  return reply(rule.fault, { code: f.code, message: serviceMessage(text, activityId, req) }, { charge: 0, headers });
}

async function admin(req, raw, seg) {
  if (seg.parts[1] !== "faults" || seg.parts.length !== 2) throw new CosmosError(404, `no admin resource ${req.url}`);
  if (req.method === "GET") return reply(200, faults.view());
  if (req.method === "PUT") {
    faults.set(jsonBody(raw));
    return reply(200, faults.view());
  }
  if (req.method === "DELETE") {
    faults.clear();
    return reply(204, undefined);
  }
  throw new CosmosError(405, `Method ${req.method} not allowed on /_test/faults`);
}

function onRequest(req, res) {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("error", () => undefined);
  req.on("end", () => {
    const raw = Buffer.concat(chunks);
    let seg;
    try {
      seg = parsePath(req.url);
    } catch (e) {
      seg = undefined;
    }
    const activityId = crypto.randomUUID();
    // admin requests (/_test/...): never faulted, never queued behind data requests
    if (seg && seg.parts[0] === "_test") {
      (async () => {
        let out;
        try {
          out = await admin(req, raw, seg);
        } catch (e) {
          out = errorReply(e, activityId, req);
        }
        send(req, res, out, undefined, activityId);
      })();
      return;
    }
    const rule = seg ? faults.pick(faultTarget(req, seg)) : undefined;
    if (rule && !rule.after) {
      log(`${req.method} ${req.url} -> fault ${rule.fault} (rule ${rule.id})`);
      if (rule.fault === "drop") req.socket.destroy();
      else send(req, res, faultReply(rule, activityId, req), seg, activityId);
      return;
    }
    const run = async () => {
      let out;
      try {
        out = await dispatch(req, raw);
      } catch (e) {
        out = errorReply(e, activityId, req);
      }
      if (rule) {
        // the operation ran (and committed), but its response is lost: a 408/503 or a dropped socket
        log(`${req.method} ${req.url} -> ${out.status}, then fault ${rule.fault} (rule ${rule.id})`);
        if (rule.fault === "drop") {
          req.socket.destroy();
          return;
        }
        out = faultReply(rule, activityId, req);
      }
      try {
        const sh = sessionHeaders(seg, out, req);
        if (sh) out.headers = { ...sh, ...(out.headers || {}) };
      } catch (e) {
        process.stderr.write(`cosmos-test-server: session headers: ${e && e.stack}\n`);
      }
      try {
        send(req, res, out, seg, activityId);
      } catch (e) {
        process.stderr.write(`cosmos-test-server: failed to send: ${e && e.stack}\n`);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      }
    };
    if (opts.serialize) serialized(run);
    else run();
  });
}

// ------------------------------------------------------------------ start
let server;
if (opts.https) {
  scheme = "https";
  server = https.createServer({ cert: fs.readFileSync(lib.certFile), key: fs.readFileSync(lib.keyFile), minVersion: "TLSv1.2" }, onRequest);
} else {
  server = http.createServer(onRequest);
}
// keep-alive: never close idle connections before the client does (reactor-netty keeps them 60 s)
server.keepAliveTimeout = 10 * 60 * 1000;
server.headersTimeout = server.keepAliveTimeout + 1000;
server.requestTimeout = 0;
server.maxRequestsPerSocket = 0;

server.on("error", (e) => {
  process.stderr.write(`cosmos-test-server: ${e.message}\n`);
  process.exit(1);
});
server.listen(opts.port, opts.host, () => {
  const { port } = server.address();
  account = new lib.Account(opts.host, port);
  process.stdout.write(`COSMOS_TEST_SERVER_LISTENING port=${port}\n`);
});

function shutdown() {
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
if (opts.exitOnStdinClose) {
  process.stdin.on("end", shutdown);
  process.stdin.on("close", shutdown);
  process.stdin.on("error", shutdown);
  process.stdin.resume();
}

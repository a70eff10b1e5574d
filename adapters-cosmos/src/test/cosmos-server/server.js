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
const { ContainerStore, Transaction, CosmosError, pkKeyFromHeader } = require("./lib/store");
const { runAll, runPage, matchesCondition, QueryError } = require("./lib/query");
const { ScriptRegistry, runScript, CHARGE } = require("./lib/scripts");
const { applyPatch } = require("./lib/patch");

// ------------------------------------------------------------------ options
function parseArgs(argv) {
  const o = { port: 0, host: "127.0.0.1", https: false, scriptOpBudget: 1000, verbose: false, exitOnStdinClose: true };
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
    else if (a === "--help" || a === "-h") {
      process.stdout.write(
        "usage: node server.js [--port N (0 = free port)] [--host 127.0.0.1] [--https] " +
          "[--script-op-budget N (default 1000)] [--verbose] [--no-exit-on-stdin-close]\n"
      );
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isInteger(o.port) || o.port < 0) throw new Error("--port must be >= 0");
  if (!Number.isInteger(o.scriptOpBudget) || o.scriptOpBudget < 0) throw new Error("--script-op-budget must be >= 0");
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
  return c;
}

// Requests are executed one at a time (after their body is read): scripts, triggers and batches
// are then trivially isolated and atomic.
let chain = Promise.resolve();
function serialized(fn) {
  const p = chain.then(fn, fn);
  chain = p.catch(() => undefined);
  return p;
}

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
function queryPlan(spec) {
  // Everything (ORDER BY, TOP, aggregates, DISTINCT, OFFSET/LIMIT) is evaluated by this server over
  // its single partition key range, so the SDK gets a plan that needs no client-side processing.
  if (!spec || typeof spec.query !== "string") throw new CosmosError(400, "missing query");
  return {
    partitionedQueryExecutionInfoVersion: 2,
    queryInfo: {
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
    },
    queryRanges: [{ min: "", max: "FF", isMinInclusive: true, isMaxInclusive: false }]
  };
}

function maxItemCount(req) {
  const v = parseInt(header(req, "x-ms-max-item-count") || "", 10);
  return Number.isFinite(v) && v > 0 ? v : null;
}

function changeFeed(c, req, pkKey) {
  const inm = header(req, "if-none-match");
  let since = 0;
  if (inm === "*") since = c.docs.lsn;
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
  const changes = c.docs.changes(since, pkKey, max, ims);
  if (changes.length === 0) {
    return reply(304, undefined, { etag: `"${since}"`, charge: 1.0, headers: { "x-ms-item-count": "0" } });
  }
  const last = changes[changes.length - 1].lsn;
  const docs = changes.map((x) => x.doc);
  return reply(200, feedBody(c, "Documents", docs), {
    etag: `"${last}"`,
    charge: 1.0 + 0.1 * docs.length,
    headers: { "x-ms-item-count": String(docs.length), lsn: String(c.docs.lsn) }
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
          if (body.condition && !matchesCondition(existing, body.condition)) throw new CosmosError(412, "Precondition failed");
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
  const pkHeader = header(req, "x-ms-documentdb-partitionkey");
  const pkKey = pkKeyFromHeader(pkHeader);
  const ifMatch = header(req, "if-match");
  const docId = seg.doc;

  if (docId === undefined) {
    if (req.method === "POST") {
      const body = jsonBody(raw);
      if (isTrue(header(req, "x-ms-cosmos-is-query-plan-request"))) {
        return reply(200, queryPlan(body), { charge: 1.0 });
      }
      const ct = String(header(req, "content-type") || "");
      if (isTrue(header(req, "x-ms-documentdb-isquery")) || ct.startsWith("application/query+json")) {
        const page = runPage(c.docs.docs(pkKey), body, { pageSize: maxItemCount(req), continuation: header(req, "x-ms-continuation") });
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
      const page = runPage(c.docs.docs(pkKey), { query: "SELECT * FROM c" }, { pageSize: maxItemCount(req), continuation: header(req, "x-ms-continuation") });
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
          throw new CosmosError(412, "Operation cannot be performed because one of the specified precondition is not met.");
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
async function viaLibrary(req, raw) {
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
// There is one partition key range ("0") and the container's LSN is its global LSN.
const PK_RANGE_ID = "0";
function sessionHeaders(seg, out) {
  if (!account || seg === undefined || seg.coll === undefined || seg.extra) return undefined;
  if (seg.kind !== "docs" && seg.kind !== "sprocs" && seg.kind !== "triggers") return undefined;
  let c;
  try {
    c = container(seg.db, seg.coll);
  } catch (e) {
    return undefined; // the container does not exist (the response is an error anyway)
  }
  const lsn = String(c.docs.lsn);
  const h = {
    "x-ms-session-token": `${PK_RANGE_ID}:-1#${lsn}`,
    lsn,
    "x-ms-global-committed-lsn": lsn
  };
  const body = out && out.body;
  if (seg.kind === "docs" && seg.doc !== undefined && body && typeof body === "object" && body._rid) {
    const itemLsn = c.docs.lsnOfRid(body._rid);
    if (itemLsn !== undefined) h["x-ms-item-lsn"] = String(itemLsn);
  }
  return h;
}

async function dispatch(req, raw) {
  const seg = parsePath(req.url);
  if (seg.parts.length === 0 && req.method === "GET") return reply(200, accountInfo(), { charge: 1.0 });
  if (seg.coll !== undefined && !seg.extra && seg.kind === "docs") return documents(req, seg, raw);
  if (seg.coll !== undefined && !seg.extra && (seg.kind === "sprocs" || seg.kind === "triggers")) return scripts(req, seg, raw);
  return viaLibrary(req, raw);
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

function send(req, res, out, seg) {
  const status = out.status;
  const headers = {
    "content-type": "application/json",
    "x-ms-activity-id": crypto.randomUUID(),
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

function errorReply(e) {
  if (e instanceof CosmosError || e instanceof QueryError) {
    return reply(e.status, { code: e.code, message: e.message }, { charge: e.charge || 1.0 });
  }
  process.stderr.write(`cosmos-test-server: internal error: ${e && e.stack}\n`);
  return reply(500, { code: "InternalServerError", message: String(e && e.message) }, { charge: 1.0 });
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
    serialized(async () => {
      let out;
      try {
        out = await dispatch(req, raw);
      } catch (e) {
        out = errorReply(e);
      }
      try {
        const sh = sessionHeaders(seg, out);
        if (sh) out.headers = { ...sh, ...(out.headers || {}) };
      } catch (e) {
        process.stderr.write(`cosmos-test-server: session headers: ${e && e.stack}\n`);
      }
      try {
        send(req, res, out, seg);
      } catch (e) {
        process.stderr.write(`cosmos-test-server: failed to send: ${e && e.stack}\n`);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      }
    });
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

"use strict";
// Routing of a data or metadata request: the URL's segments, which handler serves it (documents,
// scripts, or the base package for everything else), and which partition lock it holds while it
// runs (see lib/locks.js and README.md, "Concurrency").
const { URL } = require("url");
const { readCollection } = require("./base");
const { pkKeyFromHeader } = require("./store");
const { isTrue, header, reply } = require("./protocol");
const { documents } = require("./documents");
const { scripts } = require("./script-resources");
const { accountInfo, viaBase } = require("./metadata");

/** {db, coll, kind, doc, extra, parts} of a request URL such as /dbs/{db}/colls/{coll}/docs/{id}. */
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

async function route(state, req, raw, seg) {
  if (seg.parts.length === 0 && req.method === "GET") return reply(200, accountInfo(state), { charge: 1.0 });
  if (seg.coll !== undefined && !seg.extra && seg.kind === "docs") return documents(state, req, seg, raw);
  if (seg.coll !== undefined && !seg.extra && (seg.kind === "sprocs" || seg.kind === "triggers")) return scripts(state, req, seg, raw);
  return viaBase(state, req, raw, seg);
}

/**
 * The lock a request needs (concurrent mode): {container, pk} with pk undefined for the whole
 * container, or null when it touches no documents. Document operations and stored procedure
 * executions with a partition key lock that logical partition; those without one (cross-partition
 * or per-range queries and feeds, bulk batches) lock the container.
 */
function lockScope(state, req, seg) {
  if (seg.coll === undefined || seg.extra) return null;
  const isDocs = seg.kind === "docs";
  const isExec = seg.kind === "sprocs" && seg.doc !== undefined && req.method === "POST";
  if (!isDocs && !isExec) return null;
  if (isDocs && seg.doc === undefined && req.method === "POST" && isTrue(header(req, "x-ms-cosmos-is-query-plan-request"))) return null;
  let meta;
  try {
    meta = readCollection(state.account, seg.db, seg.coll);
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

/** Serves a request (not an admin one) and resolves to its reply; throws for error replies. */
async function dispatch(state, req, raw) {
  const seg = parsePath(req.url);
  if (state.opts.serialize) return route(state, req, raw, seg);
  const scope = lockScope(state, req, seg);
  if (!scope) return route(state, req, raw, seg);
  return state.locks.with(scope.container, scope.pk, () => route(state, req, raw, seg));
}

module.exports = { parsePath, dispatch };

"use strict";
// Requests under a container's docs: point reads and writes (create, upsert, replace, delete,
// patch, with their triggers), and on the feed the query plan, queries, read feeds, batches and
// the change feed, handed to their modules. Documents live in our store (lib/store.js), not in
// the base package's.
const { pkKeyFromHeader } = require("./store");
const { matchesCondition } = require("./query");
const { CHARGE } = require("./charges");
const { applyPatch } = require("./patch");
const { CosmosError, PRECONDITION_FAILED } = require("./errors");
const { isTrue, header, jsonBody, reply, isQuery, minimal } = require("./protocol");
const { replicaFor } = require("./sessions");
const { writeWithTriggers } = require("./triggers");
const { queryPlanReply, queryReply } = require("./queries");
const { changeFeed } = require("./changefeed");
const { batch } = require("./batch");

const NOT_FOUND = "Entity with the specified id does not exist in the system.";

/**
 * A write's reply: the document (unless Prefer: return=minimal), its ETag, the write's (by the item
 * it leaves) and triggers' charge. Counted by whether it carried the document (GET /_test/budget).
 */
function written(state, c, req, status, r) {
  state.budget.count(c.meta.id, minimal(req) ? "writesWithoutBody" : "writesWithBody");
  return reply(status, minimal(req) ? undefined : r.doc, { etag: r.doc && r.doc._etag, charge: CHARGE.write(r.doc) + r.charge });
}

/** POST and GET on the docs feed. */
async function feed(state, c, req, raw, pkKey, ifMatch) {
  if (req.method === "POST") {
    const body = jsonBody(raw);
    if (isTrue(header(req, "x-ms-cosmos-is-query-plan-request"))) return queryPlanReply(c, body, pkKey);
    if (isQuery(req)) return queryReply(c, req, pkKey, body);
    if (isTrue(header(req, "x-ms-cosmos-is-batch-request"))) return batch(state, c, req, pkKey, body);
    if (isTrue(header(req, "x-ms-documentdb-is-upsert"))) {
      const r = await writeWithTriggers(state, c, req, "upsert", pkKey, body, (tx, b) => {
        const u = c.docs.upsert(tx, pkKey, b, ifMatch);
        return { doc: u.doc, status: u.created ? 201 : 200 };
      });
      return written(state, c, req, r.status, r);
    }
    const r = await writeWithTriggers(state, c, req, "create", pkKey, body, (tx, b) => ({ doc: c.docs.create(tx, pkKey, b), status: 201 }));
    return written(state, c, req, r.status, r);
  }
  if (req.method === "GET") {
    if (header(req, "a-im")) return changeFeed(state, c, req, pkKey);
    return queryReply(c, req, pkKey, undefined);
  }
  throw new CosmosError(405, `Method ${req.method} not allowed on documents feed`);
}

async function documents(state, req, seg, raw) {
  const c = state.container(seg.db, seg.coll);
  const pkKey = pkKeyFromHeader(header(req, "x-ms-documentdb-partitionkey"));
  const ifMatch = header(req, "if-match");
  const docId = seg.doc;
  if (docId === undefined) return feed(state, c, req, raw, pkKey, ifMatch);

  switch (req.method) {
    case "GET": {
      const d = replicaFor(state, c, req).find(pkKey, docId);
      if (!d) throw new CosmosError(404, NOT_FOUND);
      const inm = header(req, "if-none-match");
      if (inm && inm === d._etag) return reply(304, undefined, { etag: d._etag, charge: CHARGE.read(undefined) });
      return reply(200, d, { etag: d._etag, charge: CHARGE.read(d) });
    }
    case "PUT": {
      const body = jsonBody(raw);
      const r = await writeWithTriggers(state, c, req, "replace", pkKey, body, (tx, b) => ({ doc: c.docs.replace(tx, pkKey, docId, b, ifMatch), status: 200 }));
      return written(state, c, req, 200, r);
    }
    case "DELETE": {
      const gone = c.docs.find(pkKey, docId);
      const r = await writeWithTriggers(state, c, req, "delete", pkKey, gone, (tx) => {
        c.docs.delete(tx, pkKey, docId, ifMatch);
        return { doc: undefined, status: 204 };
      });
      return reply(204, undefined, { charge: CHARGE.write(gone) + r.charge });
    }
    case "PATCH": {
      const body = jsonBody(raw) || {};
      const operations = Array.isArray(body) ? body : body.operations;
      const r = await writeWithTriggers(state, c, req, "replace", pkKey, undefined, (tx) => {
        const existing = c.docs.find(pkKey, docId);
        if (!existing) throw new CosmosError(404, NOT_FOUND);
        if (body.condition && !matchesCondition(existing, body.condition)) {
          throw new CosmosError(412, PRECONDITION_FAILED);
        }
        return { doc: c.docs.replace(tx, pkKey, existing.id, applyPatch(existing, operations), ifMatch), status: 200 };
      });
      return written(state, c, req, 200, r);
    }
    default:
      throw new CosmosError(405, `Method ${req.method} not allowed on a document`);
  }
}

module.exports = { documents };

"use strict";
// Requests under a container's sprocs and triggers: create, read, replace, upsert, delete, list
// and query of the script resources, and stored procedure execution (the runtime is
// lib/scripts.js). A failed execution rolls back every write it made.
const { Transaction, pkKeyFromHeader } = require("./store");
const { runAll } = require("./query");
const { runScript } = require("./scripts");
const { CosmosError } = require("./errors");
const { isTrue, header, jsonBody, reply, feedBody, isQuery } = require("./protocol");

async function execute(state, c, req, raw, sproc) {
  const pkKey = pkKeyFromHeader(header(req, "x-ms-documentdb-partitionkey"));
  if (pkKey === undefined) throw new CosmosError(400, "PartitionKey value must be supplied for this operation.");
  let args = jsonBody(raw);
  if (args === undefined) args = [];
  if (!Array.isArray(args)) args = [args];
  const tx = new Transaction();
  let r;
  try {
    r = await runScript({ script: sproc, kind: "sproc", args, store: c.docs, pkKey, tx, budget: state.opts.scriptOpBudget });
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

async function scripts(state, req, seg, raw) {
  const c = state.container(seg.db, seg.coll);
  const reg = seg.kind === "sprocs" ? c.sprocs : c.triggers;
  const listKey = seg.kind === "sprocs" ? "StoredProcedures" : "Triggers";
  const id = seg.doc;
  if (id === undefined) {
    if (req.method === "GET") return reply(200, feedBody(c, listKey, reg.list()), { charge: 1.0 });
    if (req.method === "POST") {
      const body = jsonBody(raw);
      if (isQuery(req)) {
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
      return execute(state, c, req, raw, sproc);
    }
    default:
      throw new CosmosError(405, `Method ${req.method} not allowed`);
  }
}

module.exports = { scripts };

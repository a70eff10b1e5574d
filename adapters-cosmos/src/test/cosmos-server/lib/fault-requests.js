"use strict";
// Fault injection at the request level: what a request is in the rules' terms (operation kind,
// container, partition key range), the service-shaped answer of a fired rule, and the admin API
// /_test/faults that sets the rules. The rules themselves are lib/faults.js.
const { readCollection } = require("./base");
const { FAULTS } = require("./faults");
const { CosmosError, serviceMessage } = require("./errors");
const { isTrue, header, jsonBody, reply, isQuery } = require("./protocol");
const { accessAdmin } = require("./access");
const { sessionRange, sessionsAdmin } = require("./sessions");
const { budgetAdmin } = require("./budget-requests");
const { rangeAdmin } = require("./partitions");

/** The operation kind of a request, as fault rules name it (see lib/faults.js). */
function operationOf(req, seg) {
  if (seg.coll !== undefined && !seg.extra && seg.kind === "docs") {
    if (seg.doc === undefined) {
      if (req.method === "GET") return header(req, "a-im") ? "changefeed" : "readfeed";
      if (req.method === "POST") {
        if (isTrue(header(req, "x-ms-cosmos-is-query-plan-request"))) return "queryplan";
        if (isQuery(req)) return "query";
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

/** What fault rules match a request against: {operation, container (id), rangeId}. */
function faultTarget(state, req, seg) {
  const t = { operation: operationOf(req, seg), container: undefined, rangeId: undefined };
  if (!state.account || seg.coll === undefined) return t;
  try {
    const meta = readCollection(state.account, seg.db, seg.coll);
    if (!meta) return t;
    t.container = meta.id;
    const c = state.container(seg.db, seg.coll);
    t.rangeId = sessionRange(state, c, req);
  } catch (e) {
    // unknown container or malformed headers: only "*" rules match
  }
  return t;
}

/** The reply of a fired rule (429, 408 or 503), shaped as the service's. */
function faultReply(rule, activityId, req) {
  const f = FAULTS[rule.fault];
  const headers = { "x-ms-substatus": String(rule.subStatus) };
  if (rule.fault === 429) headers["x-ms-retry-after-ms"] = String(rule.retryAfterMs);
  const text = `${f.message} (fault injected by the test server, rule ${rule.id})`;
  return reply(rule.fault, { code: f.code, message: serviceMessage(text, activityId, req) }, { charge: 0, headers });
}

/** GET, PUT and DELETE on /_test/faults (and /_test/access, /_test/budget, /_test/sessions, GET /_test/dbs/{db}/colls/{coll}/range). */
async function admin(state, req, raw, seg) {
  const p = seg.parts;
  if (p[1] === "dbs" && p[3] === "colls" && p[5] === "range" && p.length === 6) return reply(200, rangeAdmin(state, req, seg));
  if (seg.parts[1] === "access" && seg.parts.length === 2) return reply(200, accessAdmin(state, req, raw));
  if (seg.parts[1] === "budget" && seg.parts.length === 2) return budgetAdmin(state, req, raw);
  if (seg.parts[1] === "sessions" && seg.parts.length === 2) return reply(200, sessionsAdmin(state, req, raw, raw.length ? jsonBody(raw) : undefined));
  if (seg.parts[1] !== "faults" || seg.parts.length !== 2) throw new CosmosError(404, `no admin resource ${req.url}`);
  if (req.method === "GET") return reply(200, state.faults.view());
  if (req.method === "PUT") {
    state.faults.set(jsonBody(raw));
    return reply(200, state.faults.view());
  }
  if (req.method === "DELETE") {
    state.faults.clear();
    return reply(204, undefined);
  }
  throw new CosmosError(405, `Method ${req.method} not allowed on /_test/faults`);
}

module.exports = { faultTarget, faultReply, admin, operationOf };

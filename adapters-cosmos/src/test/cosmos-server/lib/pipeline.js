"use strict";
// One request from arrival to response: read the body; serve /_test admin requests at once; let
// a fault rule answer (or drop) it; let the throughput budget refuse it (429) or charge it;
// let a read wait for its session (lib/sessions.js); otherwise dispatch it (one at a time with --serialize), wait the modelled latency, add the
// session headers and write the response with the headers every response carries.
const crypto = require("crypto");
const { readDatabase, readCollection } = require("./base");
const { errorReply } = require("./errors");
const { fmtCharge } = require("./protocol");
const { parsePath, dispatch } = require("./router");
const { sessionHeaders, awaitReadableSession } = require("./sessions");
const { faultTarget, faultReply, admin, operationOf } = require("./fault-requests");
const { budgetTarget, throttledReply, checkCreate, noteCreate } = require("./budget-requests");
const { authorize } = require("./access");
const { CosmosError } = require("./errors");

const MAX_REQUEST_BYTES = 2 * 1024 * 1024;

// x-ms-alt-content-path is the name-based path of the resource's owner: the SDK builds the
// altLink of returned resources from it (dbs/{db} for containers, dbs/{db}/colls/{coll} below).
function altContentPath(state, seg) {
  if (!state.account || seg.db === undefined || seg.parts.length < 3) return "";
  const dbMeta = readDatabase(state.account, seg.db);
  const dbName = dbMeta ? dbMeta.id : seg.db;
  if (seg.coll === undefined || seg.kind === undefined) return `dbs/${dbName}`;
  const collMeta = dbMeta ? readCollection(state.account, seg.db, seg.coll) : undefined;
  return `dbs/${dbName}/colls/${collMeta ? collMeta.id : seg.coll}`;
}

function send(state, req, res, out, seg, activityId) {
  const status = out.status;
  const headers = {
    "content-type": "application/json",
    "x-ms-activity-id": activityId || crypto.randomUUID(),
    "x-ms-request-charge": fmtCharge(out.charge === undefined ? 1.0 : out.charge),
    "x-ms-alt-content-path": seg ? altContentPath(state, seg) : "",
    "x-ms-gatewayversion": "version=2.14.0",
    "x-ms-serviceversion": "version=2.14.0.0",
    "x-ms-schemaversion": "1.16",
    ...(out.headers || {})
  };
  delete headers.connection; // the base package's handlers set "close"; we keep connections alive
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
  state.log(`${req.method} ${req.url} -> ${status}`);
}

/** The (req, res) listener of the http(s) server. */
function createRequestHandler(state) {
  const { log, faults } = state;
  // --serialize: requests are executed one at a time (after their body is read), in arrival order.
  let chain = Promise.resolve();
  function serialized(fn) {
    const p = chain.then(fn, fn);
    chain = p.catch(() => undefined);
    return p;
  }

  return function onRequest(req, res) {
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
            out = await admin(state, req, raw, seg);
          } catch (e) {
            out = errorReply(e, activityId, req);
          }
          send(state, req, res, out, undefined, activityId);
        })();
        return;
      }
      const rule = seg ? faults.pick(faultTarget(state, req, seg)) : undefined;
      if (rule && !rule.after) {
        log(`${req.method} ${req.url} -> fault ${rule.fault} (rule ${rule.id})`);
        if (rule.fault === "drop") req.socket.destroy();
        else send(state, req, res, faultReply(rule, activityId, req), seg, activityId);
        return;
      }
      const operation = seg ? operationOf(req, seg) : "metadata";
      const budgeted = seg ? budgetTarget(state, req, seg, operation) : undefined;
      const run = async () => {
        let out;
        const waitMs = budgeted ? state.budget.admit(budgeted) : 0;
        if (waitMs > 0) {
          log(`${req.method} ${req.url} -> 429 (budget spent, retry after ${waitMs} ms)`);
          send(state, req, res, throttledReply(waitMs, activityId, req), seg, activityId);
          return;
        }
        try {
          // The service's request size limit: 2 MB for an item write, a batch or a script's arguments.
          if (raw.length > MAX_REQUEST_BYTES) throw new CosmosError(413, "Request size is too large");
          if (seg) authorize(state, req, seg);
          if (seg) checkCreate(state, req, seg);
          await awaitReadableSession(state, seg, req);
          out = await dispatch(state, req, raw);
          if (seg) noteCreate(state, req, seg, out);
        } catch (e) {
          out = errorReply(e, activityId, req);
        }
        if (budgeted) state.budget.charge(budgeted, out.charge === undefined ? 1.0 : out.charge);
        if (operation !== "metadata") {
          const latency = state.budget.latency();
          if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
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
          const sh = sessionHeaders(state, seg, out, req);
          if (sh) out.headers = { ...sh, ...(out.headers || {}) };
        } catch (e) {
          process.stderr.write(`cosmos-test-server: session headers: ${e && e.stack}\n`);
        }
        try {
          send(state, req, res, out, seg, activityId);
        } catch (e) {
          process.stderr.write(`cosmos-test-server: failed to send: ${e && e.stack}\n`);
          if (!res.headersSent) {
            res.statusCode = 500;
            res.end();
          }
        }
      };
      if (state.opts.serialize) serialized(run);
      else run();
    });
  };
}

module.exports = { createRequestHandler };

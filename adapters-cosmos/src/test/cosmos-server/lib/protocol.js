"use strict";
// Small helpers for the REST protocol shared by the handlers: reading request headers and JSON
// bodies, and the reply object every handler returns ({status, body, etag, charge, headers, raw}),
// which lib/pipeline.js turns into the HTTP response.
const { CosmosError } = require("./errors");

const isTrue = (v) => String(v || "").toLowerCase() === "true";

/** A request header's value (the first one if repeated), or undefined. */
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

/** A feed's body: {_rid, <key>: items, _count}. */
function feedBody(c, key, items) {
  return { _rid: c.meta._rid, [key]: items, _count: items.length };
}

/** Whether a POST on a feed is a query (the SDK sends either marker). */
function isQuery(req) {
  const ct = String(header(req, "content-type") || "");
  return isTrue(header(req, "x-ms-documentdb-isquery")) || ct.startsWith("application/query+json");
}

function maxItemCount(req) {
  const v = parseInt(header(req, "x-ms-max-item-count") || "", 10);
  return Number.isFinite(v) && v > 0 ? v : null;
}

/** Prefer: return=minimal (contentResponseOnWriteEnabled(false)): no body on writes. */
function minimal(req) {
  return /return=minimal/i.test(String(header(req, "prefer") || ""));
}

module.exports = { isTrue, header, jsonBody, reply, fmtCharge, feedBody, isQuery, maxItemCount, minimal };

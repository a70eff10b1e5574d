"use strict";
// Requests served by the base package (@vercel/cosmosdb-server, through lib/base.js): databases,
// containers, partition key ranges and UDF resources, and the account (GET /) with our endpoint.
// In front of it: the checks it lacks on a container replace, our pkranges feed when there are
// several ranges, and error bodies in the service's shape for its 404 and 409.
const { readAccount, readCollection, callRoute } = require("./base");
const { CosmosError } = require("./errors");
const { header, jsonBody, reply } = require("./protocol");
const { pkRangesFeed } = require("./partitions");
const { checkDefaultTtl } = require("./ttl");

/** The account resource (GET /), its locations pointing at the address and scheme we serve. */
function accountInfo(state) {
  const data = { ...readAccount(state.account) };
  const { address, port } = state.server.address();
  const endpoint = `${state.scheme}://${address}:${port}/`;
  data.writableLocations = [{ name: "South Central US", databaseAccountEndpoint: endpoint }];
  data.readableLocations = [{ name: "South Central US", databaseAccountEndpoint: endpoint }];
  // --multiple-write-regions: an account whose every region takes writes
  data.enableMultipleWriteLocations = Boolean(state.opts.multipleWriteRegions);
  return data;
}

// The base package validates composite indexes on container create only; replace gets the same rules.
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

/** PUT on a container (replace): checks, then the base package replaces the resource (our store stays). */
function checkContainerReplace(state, seg, raw) {
  const body = jsonBody(raw);
  const meta = readCollection(state.account, seg.db, seg.coll);
  if (!meta) return; // the base package answers 404
  if (!body || typeof body !== "object") throw new CosmosError(400, "The container body must be a JSON object");
  if (body.id !== meta.id) throw new CosmosError(400, "The id of a container cannot be changed by replace");
  validateIndexingPolicy(body.indexingPolicy);
  checkDefaultTtl(body);
}

async function viaBase(state, req, raw, seg) {
  if (seg && seg.coll !== undefined && seg.kind === undefined && req.method === "PUT") checkContainerReplace(state, seg, raw);
  // a container's create: its time to live checked as on a replace
  if (seg && seg.db !== undefined && seg.coll === undefined && seg.parts[2] === "colls" && req.method === "POST") checkDefaultTtl(jsonBody(raw));
  if (seg && seg.kind === "pkranges" && seg.doc === undefined && !seg.extra && req.method === "GET" && state.opts.partitions > 1) {
    const c = state.container(seg.db, seg.coll);
    const out = reply(200, pkRangesFeed(c), { charge: 1.0, etag: '"1"' });
    if (header(req, "a-im") && header(req, "if-none-match")) out.status = 304;
    return out;
  }
  const res = await callRoute(state.account, req, raw);
  if (!res) throw new CosmosError(400, `no route for ${req.method} ${req.url}`);
  let { body } = res;
  if (res.status === 404 && body && !body.message) body = { code: "NotFound", message: "Resource Not Found" };
  if (res.status === 409 && body) body = { code: "Conflict", message: "Resource with specified id or name already exists." };
  const out = reply(res.status, body, { headers: res.headers, etag: body && body._etag, charge: 1.0 });
  // partition key ranges are read through an incremental feed by the SDK
  if (header(req, "a-im") && res.status === 200) {
    if (header(req, "if-none-match")) out.status = 304;
    out.etag = '"1"';
  }
  return out;
}

module.exports = { accountInfo, viaBase };

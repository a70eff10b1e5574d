"use strict";
// Transactional batches (CosmosBatch) and bulk requests (executeBulkOperations, the partition key
// per operation): the operations run in order in one transaction; in an atomic batch a failing
// operation rolls back the others and they get 424, as on the service (HTTP 207).
const { Transaction, pkKeyFromHeader } = require("./store");
const { matchesCondition } = require("./query");
const { CHARGE } = require("./charges");
const { applyPatch } = require("./patch");
const { CosmosError, PRECONDITION_FAILED } = require("./errors");
const { isTrue, header, reply, minimal } = require("./protocol");

// The service's limit of operations in one transactional batch (its 2 MB limit is the request's own).
const MAX_BATCH_OPERATIONS = 100;

async function batch(state, c, req, batchPkKey, ops) {
  if (!Array.isArray(ops)) throw new CosmosError(400, "Invalid batch request body");
  if (ops.length > MAX_BATCH_OPERATIONS) {
    throw new CosmosError(400, `Batch request has more operations than what is supported (${MAX_BATCH_OPERATIONS}).`);
  }
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
          r = { statusCode: 201, doc: c.docs.create(tx, pkKey, o.resourceBody) };
          break;
        case "upsert": {
          const u = c.docs.upsert(tx, pkKey, o.resourceBody, o.ifMatch);
          r = { statusCode: u.created ? 201 : 200, doc: u.doc };
          break;
        }
        case "replace":
          r = { statusCode: 200, doc: c.docs.replace(tx, pkKey, o.id, o.resourceBody, o.ifMatch) };
          break;
        case "delete": {
          const gone = c.docs.find(pkKey, o.id);
          c.docs.delete(tx, pkKey, o.id, o.ifMatch);
          r = { statusCode: 204, doc: undefined, charge: CHARGE.write(gone) };
          break;
        }
        case "read": {
          const d = c.docs.find(pkKey, o.id);
          if (!d) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
          r = { statusCode: 200, doc: d, charge: CHARGE.read(d) };
          break;
        }
        case "patch": {
          const existing = c.docs.find(pkKey, o.id);
          if (!existing) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
          const body = o.resourceBody || {};
          const operations = Array.isArray(body) ? body : body.operations;
          if (body.condition && !matchesCondition(existing, body.condition)) throw new CosmosError(412, PRECONDITION_FAILED);
          r = { statusCode: 200, doc: c.docs.replace(tx, pkKey, existing.id, applyPatch(existing, operations), o.ifMatch) };
          break;
        }
        default:
          throw new CosmosError(400, `Operation type '${o.operationType}' is not supported in Batch.`);
      }
      // Reads carry their charge; writes are charged by the item they leave.
      if (r.charge === undefined) r.charge = CHARGE.write(r.doc);
      charge += r.charge;
      // Prefer: return=minimal leaves the written items out (stricter than a service that may still send them)
      const body = minimal(req) && type !== "read" ? undefined : r.doc;
      results.push({ statusCode: r.statusCode, requestCharge: r.charge, eTag: r.doc ? r.doc._etag : undefined, resourceBody: body });
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
  state.budget.count(c.meta.id, minimal(req) ? "writesWithoutBody" : "writesWithBody");
  return reply(failedAt >= 0 ? 207 : 200, results, { charge });
}

module.exports = { batch };

"use strict";
// Pre- and post-triggers around a document write: the triggers named in the request's
// x-ms-documentdb-pre/post-trigger-include headers run with the write in one transaction, so a
// trigger that throws rolls back the write and every write of the triggers.
const { Transaction } = require("./store");
const { runScript } = require("./scripts");
const { CosmosError } = require("./errors");
const { header } = require("./protocol");

function triggerNames(req, name) {
  const v = header(req, name);
  if (!v) return [];
  return v
    .split(",")
    .map((s) => decodeURIComponent(s.trim()))
    .filter(Boolean);
}

// Which declared triggerOperation applies to which write (an upsert runs Create/Replace/Upsert ones).
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
 * write(tx, body) -> { doc, status }; returns { doc, status, charge (the triggers') }.
 */
async function writeWithTriggers(state, c, req, operation, pkKey, body, write) {
  const budget = state.opts.scriptOpBudget;
  const pre = resolveTriggers(c, req, "pre", operation);
  const post = resolveTriggers(c, req, "post", operation);
  const tx = new Transaction();
  let charge = 0;
  try {
    for (const t of pre) {
      const r = await runScript({ script: t, kind: "trigger", store: c.docs, pkKey: pkKey !== undefined ? pkKey : c.docs.pkKeyOfDoc(body || {}), tx, budget, requestBody: body, responseBody: undefined });
      body = r.requestBody;
      charge += r.charge;
    }
    const result = write(tx, body);
    let responseBody = result.doc;
    for (const t of post) {
      const docPk = result.doc ? c.docs.pkKeyOfDoc(result.doc) : pkKey;
      const r = await runScript({ script: t, kind: "trigger", store: c.docs, pkKey: docPk, tx, budget, requestBody: result.doc, responseBody });
      responseBody = r.responseBody;
      charge += r.charge;
    }
    return { ...result, doc: responseBody, charge };
  } catch (e) {
    tx.rollback();
    throw e;
  }
}

module.exports = { writeWithTriggers };

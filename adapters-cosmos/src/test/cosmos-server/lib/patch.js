"use strict";
// Partial document update (PATCH): add, set, replace, remove, incr, move.
const { CosmosError } = require("./errors");
const { clone } = require("./store");

function parsePath(path) {
  if (typeof path !== "string" || !path.startsWith("/")) throw new CosmosError(400, `Invalid patch path ${path}`);
  return path
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function parentOf(doc, segs, create) {
  let cur = doc;
  for (let i = 0; i < segs.length - 1; i += 1) {
    const k = Array.isArray(cur) ? parseInt(segs[i], 10) : segs[i];
    if (cur[k] === undefined || cur[k] === null || typeof cur[k] !== "object") {
      if (!create) throw new CosmosError(400, `Path /${segs.join("/")} does not exist`);
      cur[k] = {};
    }
    cur = cur[k];
  }
  return cur;
}

function applyOp(doc, op) {
  const segs = parsePath(op.path);
  const last = segs[segs.length - 1];
  const kind = String(op.op || op.operationType || "").toLowerCase();
  switch (kind) {
    case "add": {
      const parent = parentOf(doc, segs, true);
      if (Array.isArray(parent)) {
        if (last === "-") parent.push(clone(op.value));
        else parent.splice(parseInt(last, 10), 0, clone(op.value));
      } else parent[last] = clone(op.value);
      break;
    }
    case "set": {
      const parent = parentOf(doc, segs, true);
      parent[Array.isArray(parent) ? parseInt(last, 10) : last] = clone(op.value);
      break;
    }
    case "replace": {
      const parent = parentOf(doc, segs, false);
      const k = Array.isArray(parent) ? parseInt(last, 10) : last;
      if (parent[k] === undefined) throw new CosmosError(400, `Path ${op.path} does not exist`);
      parent[k] = clone(op.value);
      break;
    }
    case "remove": {
      const parent = parentOf(doc, segs, false);
      if (Array.isArray(parent)) {
        const i = parseInt(last, 10);
        if (i >= parent.length) throw new CosmosError(400, `Path ${op.path} does not exist`);
        parent.splice(i, 1);
      } else {
        if (!(last in parent)) throw new CosmosError(400, `Path ${op.path} does not exist`);
        delete parent[last];
      }
      break;
    }
    case "incr":
    case "increment": {
      const parent = parentOf(doc, segs, true);
      const cur = parent[last] === undefined ? 0 : parent[last];
      if (typeof cur !== "number") throw new CosmosError(400, `Path ${op.path} is not a number`);
      parent[last] = cur + op.value;
      break;
    }
    case "move": {
      const fromSegs = parsePath(op.from);
      const fromParent = parentOf(doc, fromSegs, false);
      const fk = fromSegs[fromSegs.length - 1];
      if (fromParent[fk] === undefined) throw new CosmosError(400, `Path ${op.from} does not exist`);
      const v = fromParent[fk];
      delete fromParent[fk];
      parentOf(doc, segs, true)[last] = v;
      break;
    }
    default:
      throw new CosmosError(400, `Unsupported patch operation ${op.op}`);
  }
}

// The service's limit of operations in one patch.
const MAX_PATCH_OPERATIONS = 10;

/** Returns the patched copy of doc. */
function applyPatch(doc, operations) {
  if (!Array.isArray(operations) || operations.length === 0) throw new CosmosError(400, "Invalid patch request: no operations");
  if (operations.length > MAX_PATCH_OPERATIONS) {
    throw new CosmosError(400, `Patch request has more operations than the maximum allowed of ${MAX_PATCH_OPERATIONS}.`);
  }
  const out = clone(doc);
  for (const op of operations) applyOp(out, op);
  if (out.id !== doc.id) throw new CosmosError(400, "Patching id is not allowed");
  return out;
}

module.exports = { applyPatch };

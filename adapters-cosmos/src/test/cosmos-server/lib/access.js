"use strict";
// Who may do what, as the service decides it before any handler runs.
//
// Microsoft Entra ID (an "Authorization: type=aad&..." header): the data-plane roles cover items,
// queries, the change feed, stored procedure execution and reading account, database, container
// and partition key range metadata. They do not cover creating, replacing or deleting databases,
// containers, scripts or throughput, nor reading scripts or throughput: those are refused with
// 403 and substatus 5300, whatever the role.
//
// An account with disableKeyBasedMetadataWriteAccess refuses metadata writes (databases,
// containers, scripts, throughput) signed with the account key too: 403, substatus 0. Switched by
// --disable-key-based-metadata-write-access, or at run time by PUT /_test/access.
const { CosmosError } = require("./errors");
const { header } = require("./protocol");

const SCRIPT_KINDS = ["sprocs", "triggers", "udfs"];

function signedWithEntra(req) {
  let auth = header(req, "authorization") || "";
  try {
    auth = decodeURIComponent(auth);
  } catch (e) {
    // not URL-encoded: read as it is
  }
  return /(^|&)type=aad(&|$)/i.test(auth);
}

/** What the request does to metadata: undefined for data-plane work; else {write, what, action}. */
function metadataOperation(req, seg) {
  const p = seg.parts;
  const write = req.method !== "GET" && req.method !== "HEAD";
  if (p[0] === "offers") return { write, what: "throughput", action: "throughputSettings/" + (write ? "write" : "read") };
  if (p[0] !== "dbs") return undefined;
  if (seg.kind === "docs" || seg.kind === "pkranges") return undefined;
  if (SCRIPT_KINDS.includes(seg.kind)) {
    const execution = seg.kind === "sprocs" && seg.doc !== undefined && !seg.extra && req.method === "POST";
    if (execution) return undefined;
    return { write, read: !write, what: seg.kind, action: `containers/${seg.kind === "sprocs" ? "storedProcedures" : seg.kind}/${write ? "write" : "read"}` };
  }
  if (!write) return undefined; // reading databases and containers: readMetadata
  return { write, what: p.length <= 2 ? "dbs" : "colls", action: p.length <= 2 ? "write" : "containers/write" };
}

/** Throws the service's 403 when the caller may not do this; returns otherwise. */
function authorize(state, req, seg) {
  const op = metadataOperation(req, seg);
  if (!op) return;
  if (signedWithEntra(req)) {
    const e = new CosmosError(403,
      `Request blocked by Auth ${state.account ? "localcosmos" : "account"} : Request is blocked because principal ` +
        `[00000000-0000-0000-0000-000000000000] does not have required RBAC permissions to perform action ` +
        `[Microsoft.DocumentDB/databaseAccounts/sqlDatabases/${op.action}] on resource [/${seg.parts.join("/")}]. ` +
        `Learn more: https://aka.ms/cosmos-native-rbac.`);
    e.subStatus = 5300;
    throw e;
  }
  if (op.write && state.access.disableKeyBasedMetadataWriteAccess) {
    const e = new CosmosError(403,
      `Operation '${req.method}' on resource '${op.what}' is not allowed through Azure Cosmos DB endpoint. Please switch ` +
        `on such operations for your account, or perform this operation through Azure Resource Manager, Azure Portal, ` +
        `Azure CLI or Azure Powershell`);
    e.subStatus = 0;
    throw e;
  }
}

/** GET and PUT /_test/access: {"disableKeyBasedMetadataWriteAccess": bool}. */
function accessAdmin(state, req, raw) {
  if (req.method === "PUT") {
    let body;
    try {
      body = JSON.parse(String(raw || "{}"));
    } catch (e) {
      throw new CosmosError(400, "the body must be JSON");
    }
    const known = ["disableKeyBasedMetadataWriteAccess"];
    for (const k of Object.keys(body)) if (!known.includes(k)) throw new CosmosError(400, `unknown field '${k}'`);
    if (body.disableKeyBasedMetadataWriteAccess !== undefined) {
      if (typeof body.disableKeyBasedMetadataWriteAccess !== "boolean") throw new CosmosError(400, "disableKeyBasedMetadataWriteAccess must be a boolean");
      state.access.disableKeyBasedMetadataWriteAccess = body.disableKeyBasedMetadataWriteAccess;
    }
  } else if (req.method !== "GET") {
    throw new CosmosError(405, "GET or PUT");
  }
  return { ...state.access };
}

module.exports = { authorize, accessAdmin, signedWithEntra };

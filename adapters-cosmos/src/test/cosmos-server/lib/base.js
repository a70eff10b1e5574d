"use strict";
// Everything we take from @vercel/cosmosdb-server, in one place. The package's public API is
// only createHttpServer/createHttpsServer, which we do not use: we reach into its lib/ folder
// (the account model, the route table, the resource-id codec, its certificate) and into its SQL
// engine @zeit/cosmosdb-query, resolved from the package's own folder. No other file requires
// the package; an upgrade breaks here first. The version is pinned exactly (1.0.1) in
// package.json for that reason. README.md, "What we take from @vercel/cosmosdb-server", lists
// each reach and why.
const path = require("path");
const { Readable } = require("stream");

const pkgDir = path.dirname(require.resolve("@vercel/cosmosdb-server/package.json"));
const internal = (p) => require(path.join(pkgDir, "lib", p));

const Account = internal("account").default; // lib/account/index.js
const ResourceId = internal("account/resource-id").default; // lib/account/resource-id.js
const routes = internal("routes").default; // lib/routes.js: (req) -> [params, handler] | undefined
const engine = require(require.resolve("@zeit/cosmosdb-query", { paths: [pkgDir] }));

// Cosmos DB writes resource ids in base64 with '-' in place of '/', so that an id is one URL path
// segment (the SDK builds paths from them). The package writes plain base64, whose '/' splits the
// path, and reads back only the first '-': both ends of its codec are replaced by the service's.
// This changes the ids of the package's own databases and containers too.
ResourceId.toBase64String = (buffer) => buffer.toString("base64").replace(/\//g, "-");
ResourceId.fromBase64String = (s) => Buffer.from(String(s).replace(/-/g, "/"), "base64");

// ---------------------------------------------------------------- account model
/** The package's account (databases and containers), bound to the address we listen on. */
const newAccount = (host, port) => new Account(host, port);
/** The account resource (GET /), as the package builds it. */
const readAccount = (account) => account.read();
/** A database resource ({id, _rid, _self, ...}) by id or _rid, or undefined. */
const readDatabase = (account, dbId) => account.database(dbId).read();
/** A container resource ({id, _rid, _self, partitionKey, indexingPolicy, ...}) by id or _rid, or undefined. */
const readCollection = (account, dbId, collId) => account.database(dbId).collection(collId).read();

// ---------------------------------------------------------------- routes
/**
 * Serves a request with the package's own route table and handlers: handler(account, req, res,
 * params), where req is a readable stream of the body with headers/method/url (the handlers read
 * the body with raw-body) and res collects statusCode and setHeader. Returns {status, headers
 * (lower-case names), body} or undefined when no route matches.
 */
async function callRoute(account, req, raw) {
  const fake = Readable.from(raw && raw.length ? [raw] : []);
  fake.headers = req.headers;
  fake.method = req.method;
  fake.url = req.url;
  const route = routes(fake);
  if (!route) return undefined;
  const [params, handler] = route;
  const res = {
    statusCode: 200,
    headers: {},
    setHeader(k, v) {
      this.headers[k.toLowerCase()] = v;
    }
  };
  const body = await handler(account, fake, res, params);
  return { status: res.statusCode, headers: res.headers, body };
}

// ---------------------------------------------------------------- resource ids
const RID_BYTE = {
  document: "DocumentByte",
  storedProcedure: "StoredProcedureByte",
  trigger: "TriggerByte",
  partitionKeyRange: "PartitionKeyRangeByte"
};

/**
 * The _rid of the n-th child of a container (field: "document", "storedProcedure", "trigger" or
 * "partitionKeyRange"), built as the package builds its documents' ids: the container's _rid with
 * the child's 8-byte id (n little-endian, the kind's byte in the top nibble of the last byte).
 */
function childRid(containerRid, field, n) {
  const idBuffer = Buffer.alloc(8, 0);
  idBuffer.writeInt32LE(n, 0);
  idBuffer.writeUInt8(ResourceId[RID_BYTE[field]] << 4, 7);
  const rid = ResourceId.parse(containerRid);
  rid[field] = ResourceId.bigNumberReadIntBE(idBuffer, 0, 8).toString();
  return rid.toString();
}

/**
 * The _rid of a container's n-th document. The SDK reads a document's 8-byte id big-endian as a
 * signed long and, when it resumes a cross-partition ORDER BY, keeps the tied rows of the range
 * it left off on by subtracting two such longs. childRid's layout (n little-endian) makes those
 * longs jump around and overflow past 128 documents, so documents carry n big-endian in bytes 1..6
 * instead: the long is n * 256, positive and growing with n, and the subtraction never overflows.
 */
function documentRid(containerRid, n) {
  const idBuffer = Buffer.alloc(8, 0);
  idBuffer.writeUIntBE(n, 1, 6);
  const rid = ResourceId.parse(containerRid);
  rid.document = ResourceId.bigNumberReadIntBE(idBuffer, 0, 8).toString();
  return rid.toString();
}

/** The document number the SDK reads from a document _rid (ResourceId.getDocument()), as a BigInt. */
function documentNumber(rid) {
  const bytes = ResourceId.fromBase64String(String(rid));
  return bytes.length >= 16 ? bytes.readBigInt64BE(8) : 0n;
}

/** A _rid parsed and written back by the codec (its canonical form). */
const canonicalRid = (rid) => ResourceId.parse(rid).toString();

// ---------------------------------------------------------------- SQL engine
/** A compiled query: .exec(docs, {parameters}).result, and .ast (the engine's parse tree). */
const compileQuery = (sql) => engine.default(sql);

/**
 * A fresh compiled query whose parse tree edit(ast) may change: the engine generates its code
 * from .ast lazily, on the first exec, so edits made before that are what runs.
 */
function compileEdited(sql, edit) {
  const q = engine.default(sql);
  edit(q.ast);
  return q;
}

module.exports = {
  newAccount,
  readAccount,
  readDatabase,
  readCollection,
  callRoute,
  childRid,
  documentRid,
  documentNumber,
  canonicalRid,
  compileQuery,
  compileEdited,
  SqlSyntaxError: engine.SyntaxError,
  certFile: path.join(pkgDir, "cert.pem"),
  keyFile: path.join(pkgDir, "key.pem")
};

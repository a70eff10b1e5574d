"use strict";
// Item: who may do what: Microsoft Entra ID's data-plane roles, and an account that refuses key-based metadata writes.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

let s;
test.before(async () => {
  s = await startServer();
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
  await s.request("POST", "/dbs/db/colls/c/sprocs", { body: { id: "p", body: "function p() { getContext().getResponse().setBody(1); }" } });
  await s.createDoc("db", "c", { id: "a", pk: "x" }, "x");
});
test.after(() => s.stop());
test.afterEach(() => s.request("PUT", "/_test/access", { body: { disableKeyBasedMetadataWriteAccess: false } }));

const AAD = { authorization: encodeURIComponent("type=aad&ver=1.0&sig=eyJ0eXAiOiJKV1QifQ.e30.sig") };

test("Entra ID: items, container reads and procedure execution pass", async () => {
  assert.equal((await s.request("GET", "/dbs/db/colls/c/docs/a", { headers: { ...AAD, ...s.pk("x") } })).status, 200);
  assert.equal((await s.request("GET", "/dbs/db/colls/c", { headers: AAD })).status, 200);
  assert.equal((await s.request("GET", "/dbs/db", { headers: AAD })).status, 200);
  const run = await s.request("POST", "/dbs/db/colls/c/sprocs/p", { headers: { ...AAD, ...s.pk("x") }, body: [] });
  assert.equal(run.status, 200);
});

test("Entra ID: script reads and every metadata write are 403/5300 with the service's words", async () => {
  const refused = [
    ["GET", "/dbs/db/colls/c/sprocs/p"],
    ["GET", "/dbs/db/colls/c/triggers"],
    ["POST", "/dbs/db/colls/c/sprocs", { id: "q", body: "function q() {}" }],
    ["POST", "/dbs", { id: "other" }],
    ["POST", "/dbs/db/colls", { id: "d", partitionKey: { paths: ["/pk"], kind: "Hash" } }],
    ["PUT", "/dbs/db/colls/c", { id: "c", partitionKey: { paths: ["/pk"], kind: "Hash" } }],
    ["GET", "/offers"]
  ];
  for (const [method, path, body] of refused) {
    const r = await s.request(method, path, { headers: AAD, body });
    assert.equal(r.status, 403, `${method} ${path}`);
    assert.equal(r.headers["x-ms-substatus"], "5300", `${method} ${path}`);
    assert.match(r.body.message, /does not have required RBAC permissions to perform action \[Microsoft\.DocumentDB\/databaseAccounts\/sqlDatabases\//);
  }
  assert.equal((await s.request("GET", "/dbs/db/colls/c/sprocs/p")).status, 200, "the key may read scripts");
});

test("disableKeyBasedMetadataWriteAccess: metadata writes with the key are 403; reads and items pass", async () => {
  const put = await s.request("PUT", "/_test/access", { body: { disableKeyBasedMetadataWriteAccess: true } });
  assert.equal(put.status, 200);
  const create = await s.request("POST", "/dbs/db/colls/c/sprocs", { body: { id: "r", body: "function r() {}" } });
  assert.equal(create.status, 403);
  assert.match(create.body.message, /Operation 'POST' on resource 'sprocs' is not allowed through Azure Cosmos DB endpoint/);
  assert.equal((await s.request("POST", "/dbs", { body: { id: "another" } })).status, 403);
  assert.equal((await s.request("GET", "/dbs/db/colls/c/sprocs/p")).status, 200);
  assert.equal((await s.createDoc("db", "c", { id: "b", pk: "x" }, "x")).status, 201);
  assert.equal((await s.request("PUT", "/_test/access", { body: { nonsense: 1 } })).status, 400);
});

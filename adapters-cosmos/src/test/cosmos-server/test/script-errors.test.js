"use strict";
// Item: errors thrown by stored procedures surface as the service's 400 BadRequest.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

const PHRASE = "One of the specified pre-condition is not met";
let s;
test.before(async () => {
  s = await startServer();
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
  await s.createDoc("db", "c", { id: "a", pk: "x", n: 1 }, "x");
});
test.after(() => s.stop());

// replace "a" with the given etag; rethrow the callback error
function replaceWithEtag(etag) {
  var c = getContext().getCollection();
  c.createDocument(c.getSelfLink(), { id: "side-effect", pk: "x" }, function (e0) {
    if (e0) throw e0;
    c.readDocument(c.getAltLink() + "/docs/a", function (err, d) {
      if (err) throw err;
      d.n += 1;
      c.replaceDocument(d._self, d, { etag: etag }, function (err2, res) {
        if (err2) throw err2;
        getContext().getResponse().setBody(res._etag);
      });
    });
  });
}

test("a rethrown stale-ETag error (412) surfaces as 400 BadRequest with the service's phrase", async () => {
  await s.createSproc("db", "c", "replaceWithEtag", replaceWithEtag);
  const r = await s.execSproc("db", "c", "replaceWithEtag", "x", ['"stale-etag"']);
  assert.equal(r.status, 400);
  assert.equal(r.body.code, "BadRequest");
  assert.ok(r.body.message.includes(PHRASE), r.body.message);
  assert.ok(r.body.message.includes("Encountered exception while executing function. Exception = Error: "), r.body.message);
  assert.equal(r.headers["x-ms-substatus"], "0");
  // all-or-nothing: the script's earlier create was rolled back
  assert.equal((await s.readDoc("db", "c", "side-effect", "x")).status, 404);
  assert.equal((await s.readDoc("db", "c", "a", "x")).body.n, 1);
});

test("with the current ETag the same script commits", async () => {
  const cur = await s.readDoc("db", "c", "a", "x");
  const r = await s.execSproc("db", "c", "replaceWithEtag", "x", [cur.body._etag]);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal((await s.readDoc("db", "c", "a", "x")).body.n, 2);
  assert.equal((await s.readDoc("db", "c", "side-effect", "x")).status, 200);
});

test("the callback error carries number 412 and the service's error document", async () => {
  await s.createSproc("db", "c", "inspect", function inspect() {
    var c = getContext().getCollection();
    c.readDocument(c.getAltLink() + "/docs/a", function (err, d) {
      c.replaceDocument(d._self, d, { etag: '"nope"' }, function (err2) {
        getContext().getResponse().setBody({ number: err2.number, message: err2.message, isError: err2 instanceof Error });
      });
    });
  });
  const r = await s.execSproc("db", "c", "inspect", "x", []);
  assert.equal(r.status, 200);
  assert.equal(r.body.number, 412);
  assert.equal(r.body.isError, true);
  assert.deepEqual(JSON.parse(r.body.message), { Errors: [PHRASE] });
});

test("a rethrown conflict (409) keeps its text inside the 400", async () => {
  await s.createSproc("db", "c", "dup", function dup() {
    getContext().getCollection().createDocument(getContext().getCollection().getSelfLink(), { id: "a", pk: "x" }, function (err) {
      if (err) throw err;
    });
  });
  const r = await s.execSproc("db", "c", "dup", "x", []);
  assert.equal(r.status, 400);
  assert.equal(r.body.code, "BadRequest");
  assert.ok(r.body.message.includes("Entity with the specified id already exists in the system."), r.body.message);
});

test("a script's own Error surfaces as 400 BadRequest containing its message", async () => {
  await s.createSproc("db", "c", "boom", function boom() {
    throw new Error("boom: nothing to do");
  });
  const r = await s.execSproc("db", "c", "boom", "x", []);
  assert.equal(r.status, 400);
  assert.equal(r.body.code, "BadRequest");
  assert.ok(r.body.message.includes("Exception = Error: boom: nothing to do"), r.body.message);
});

test("a rejected promise inside a script fails it the same way", async () => {
  await s.createSproc("db", "c", "rejects", function rejects() {
    Promise.reject(new Error("async boom"));
  });
  const r = await s.execSproc("db", "c", "rejects", "x", []);
  assert.equal(r.status, 400);
  assert.ok(r.body.message.includes("async boom"), r.body.message);
});

test("a top-level stale If-Match is 412 PreconditionFailed with the same phrase", async () => {
  const r = await s.request("PUT", "/dbs/db/colls/c/docs/a", { headers: { ...s.pk("x"), "if-match": '"stale"' }, body: { id: "a", pk: "x" } });
  assert.equal(r.status, 412);
  assert.equal(r.body.code, "PreconditionFailed");
  assert.ok(r.body.message.includes(PHRASE));
});

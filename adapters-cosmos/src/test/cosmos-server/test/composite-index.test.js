"use strict";
// Item: ORDER BY on several paths needs a matching composite index; container replace updates it.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

const MSG = "The order by query does not have a corresponding composite index that it can be served from.";
const NEWEST_FIRST = [
  [
    { path: "/creationDate", order: "descending" },
    { path: "/postId", order: "ascending" }
  ]
];
let s;
test.before(async () => {
  s = await startServer();
  await s.createDatabase("db");
  // as the Java adapter creates them
  await s.createContainer("db", "feed", "/type", { indexingPolicy: { includedPaths: [{ path: "/*" }], compositeIndexes: NEWEST_FIRST } });
  await s.createContainer("db", "posts", "/postId", { indexingPolicy: { includedPaths: [{ path: "/*" }] } });
  const docs = [
    { id: "1", creationDate: "2024-01-01", postId: "b" },
    { id: "2", creationDate: "2024-01-02", postId: "a" },
    { id: "3", creationDate: "2024-01-02", postId: "c" },
    { id: "4", creationDate: "2024-01-03", postId: "d" }
  ];
  for (const d of docs) {
    await s.createDoc("db", "feed", { ...d, type: "feed" }, "feed");
    await s.createDoc("db", "posts", d, d.postId);
  }
});
test.after(() => s.stop());

const ids = (r) => r.body.Documents.map((d) => d.id);

test("ORDER BY on two paths with the matching composite index works", async () => {
  const r = await s.query("db", "feed", "SELECT * FROM c ORDER BY c.creationDate DESC, c.postId ASC", { pkValue: "feed" });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual(ids(r), ["4", "2", "3", "1"]);
  const top = await s.query("db", "feed", "SELECT TOP @n * FROM c ORDER BY c.creationDate DESC, c.postId ASC", { pkValue: "feed", parameters: [{ name: "@n", value: 2 }] });
  assert.deepEqual(ids(top), ["4", "2"]);
});

test("all directions inverted is served by the same index", async () => {
  const r = await s.query("db", "feed", "SELECT * FROM c ORDER BY c.creationDate ASC, c.postId DESC");
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual(ids(r), ["1", "3", "2", "4"]);
});

test("one direction flipped, other paths, or another order of paths is refused with 400", async () => {
  for (const q of [
    "SELECT * FROM c ORDER BY c.creationDate DESC, c.postId DESC",
    "SELECT * FROM c ORDER BY c.creationDate ASC, c.postId ASC",
    "SELECT * FROM c ORDER BY c.postId ASC, c.creationDate DESC",
    "SELECT * FROM c ORDER BY c.creationDate DESC, c.id ASC",
    "SELECT * FROM c ORDER BY c.creationDate DESC, c.postId ASC, c.id ASC"
  ]) {
    const r = await s.query("db", "feed", q, { pkValue: "feed" });
    assert.equal(r.status, 400, q);
    assert.equal(r.body.code, "BadRequest");
    assert.ok(r.body.message.includes(MSG), r.body.message);
  }
});

test("a container without composite indexes refuses ORDER BY on two paths but serves one path", async () => {
  const bad = await s.query("db", "posts", "SELECT * FROM c ORDER BY c.creationDate DESC, c.postId ASC");
  assert.equal(bad.status, 400);
  assert.ok(bad.body.message.includes(MSG));
  const one = await s.query("db", "posts", "SELECT * FROM c ORDER BY c.creationDate ASC");
  assert.equal(one.status, 200);
  assert.equal(one.body.Documents[0].id, "1");
});

test("queries inside stored procedures follow the same rule", async () => {
  await s.createSproc("db", "posts", "q", function q(sql) {
    getContext().getCollection().queryDocuments(getContext().getCollection().getSelfLink(), sql, {}, function (err, docs) {
      if (err) throw err;
      getContext().getResponse().setBody(docs.length);
    });
  });
  const bad = await s.execSproc("db", "posts", "q", "a", ["SELECT * FROM c ORDER BY c.creationDate, c.id"]);
  assert.equal(bad.status, 400);
  assert.ok(bad.body.message.includes(MSG), bad.body.message);
  const ok = await s.execSproc("db", "posts", "q", "a", ["SELECT * FROM c ORDER BY c.creationDate"]);
  assert.equal(ok.status, 200);
});

test("replacing the container's indexing policy takes effect; documents stay", async () => {
  const before = await s.request("GET", "/dbs/db/colls/posts");
  assert.equal(before.status, 200);
  const props = before.body;
  const replaced = await s.request("PUT", "/dbs/db/colls/posts", {
    body: { ...props, indexingPolicy: { ...props.indexingPolicy, compositeIndexes: [[{ path: "/creationDate", order: "descending" }, { path: "/postId" }]] } }
  });
  assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
  assert.equal(replaced.body._rid, props._rid);
  const read = await s.request("GET", "/dbs/db/colls/posts");
  assert.equal(read.body.indexingPolicy.compositeIndexes[0][1].order, "ascending");
  const r = await s.query("db", "posts", "SELECT * FROM c ORDER BY c.creationDate DESC, c.postId ASC");
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual(ids(r), ["4", "2", "3", "1"]);
  // and removing it again takes effect too
  const back = await s.request("PUT", "/dbs/db/colls/posts", { body: { ...read.body, indexingPolicy: { ...read.body.indexingPolicy, compositeIndexes: [] } } });
  assert.equal(back.status, 200);
  assert.equal((await s.query("db", "posts", "SELECT * FROM c ORDER BY c.creationDate DESC, c.postId ASC")).status, 400);
});

test("container replace validates composite indexes and refuses partition key or id changes", async () => {
  const props = (await s.request("GET", "/dbs/db/colls/posts")).body;
  const one = await s.request("PUT", "/dbs/db/colls/posts", { body: { ...props, indexingPolicy: { compositeIndexes: [[{ path: "/a" }]] } } });
  assert.equal(one.status, 400);
  const order = await s.request("PUT", "/dbs/db/colls/posts", { body: { ...props, indexingPolicy: { compositeIndexes: [[{ path: "/a", order: "up" }, { path: "/b" }]] } } });
  assert.equal(order.status, 400);
  const pk = await s.request("PUT", "/dbs/db/colls/posts", { body: { ...props, partitionKey: { paths: ["/other"], kind: "Hash" } } });
  assert.equal(pk.status, 400);
  const id = await s.request("PUT", "/dbs/db/colls/posts", { body: { ...props, id: "renamed" } });
  assert.equal(id.status, 400);
  assert.equal((await s.request("PUT", "/dbs/db/colls/nope", { body: { ...props, id: "nope" } })).status, 404);
});

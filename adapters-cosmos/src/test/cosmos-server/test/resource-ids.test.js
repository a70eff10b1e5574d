"use strict";
// Resource ids as Cosmos DB writes them: base64 with '-' for '/', one URL path segment each.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

let s;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.stop());

test("a resource id never holds '/', and one with '-' finds its own database and container", async () => {
  let db;
  for (let i = 0; i < 200 && !db; i += 1) {
    const r = await s.createDatabase(`db-${i}`);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.ok(!r.body._rid.includes("/"), r.body._rid);
    if (r.body._rid.includes("-")) db = r.body;
  }
  assert.ok(db, "no database id with '-' among the first 200");
  const created = await s.createContainer(db.id, "posts", "/postId");
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.ok(!created.body._rid.includes("/"), created.body._rid);

  const byDb = await s.request("GET", `/dbs/${db._rid}`);
  assert.equal(byDb.status, 200, JSON.stringify(byDb.body));
  assert.equal(byDb.body.id, db.id);
  const byColl = await s.request("GET", `/dbs/${db._rid}/colls/${created.body._rid}`);
  assert.equal(byColl.status, 200, JSON.stringify(byColl.body));
  assert.equal(byColl.body.id, "posts");
  const ranges = await s.request("GET", `/${created.body._self}/pkranges`.replace("//", "/"));
  assert.equal(ranges.status, 200, JSON.stringify(ranges.body));
});

"use strict";
// Queries are checked against the container's indexing policy: ORDER BY on one path needs its
// range index (as on Azure); a filter on an excluded path is refused (stricter than Azure, which scans).
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");
const { NO_RANGE_INDEX } = require("../lib/query");

const ONLY_TYPE_AND_DATE = {
  indexingMode: "consistent",
  includedPaths: [{ path: "/type/?" }, { path: "/creationDate/?" }],
  excludedPaths: [{ path: "/*" }, { path: '/"_etag"/?' }]
};
let s;
test.before(async () => {
  s = await startServer();
  await s.createDatabase("db");
  await s.createContainer("db", "posts", "/postId", { indexingPolicy: ONLY_TYPE_AND_DATE });
  await s.createContainer("db", "open", "/postId");
  for (const [id, type, date] of [["1", "post", "2024-01-02"], ["2", "comment", "2024-01-01"], ["3", "comment", "2024-01-03"]]) {
    await s.createDoc("db", "posts", { id, postId: "p", type, creationDate: date, content: "x".repeat(10) }, "p");
    await s.createDoc("db", "open", { id, postId: "p", type, creationDate: date, content: "x" }, "p");
  }
});
test.after(() => s.stop());

test("filters and a sort on indexed paths, and a filter on the partition key, are served", async () => {
  const r = await s.query("db", "posts", "SELECT c.id FROM c WHERE c.type = @t AND c.postId = 'p' ORDER BY c.creationDate ASC", {
    pkValue: "p",
    parameters: [{ name: "@t", value: "comment" }]
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual(r.body.Documents.map((d) => d.id), ["2", "3"]);
});

test("a sort on a path without a range index is refused as the service refuses it", async () => {
  const r = await s.query("db", "posts", "SELECT * FROM c ORDER BY c.content", { pkValue: "p" });
  assert.equal(r.status, 400);
  assert.match(JSON.stringify(r.body), new RegExp(NO_RANGE_INDEX.replace(/[.]/g, "\\.")));
});

test("a filter on an excluded path is refused, naming the path", async () => {
  const r = await s.query("db", "posts", "SELECT * FROM c WHERE c.content = 'x'", { pkValue: "p" });
  assert.equal(r.status, 400);
  assert.match(JSON.stringify(r.body), /'\/content'/);
});

test("a container without a policy of its own indexes everything", async () => {
  const r = await s.query("db", "open", "SELECT c.id FROM c WHERE c.content = 'x' ORDER BY c.content", { pkValue: "p" });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.Documents.length, 3);
});

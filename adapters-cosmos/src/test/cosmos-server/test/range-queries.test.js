"use strict";
// Item: each partition key range answers the rewritten queries of a cross-partition plan as the
// service does: ORDER BY rows sorted with ties in _rid order, paged per range; the SDK's resume
// filters; one aggregate item per range.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");
const { queryPlan } = require("../lib/query-plan");
const { documentNumber } = require("../lib/base");

const PLACEHOLDER = "{documentdb-formattableorderbyquery-filter}";
let s;
let ranges;
const DOCS = [];

test.before(async () => {
  s = await startServer(["--partitions", "4"]);
  await s.createDatabase("db");
  await s.createContainer("db", "posts", "/postId");
  for (let i = 0; i < 40; i += 1) {
    // four dates only: plenty of ties inside each range
    const doc = { id: `p${i}`, postId: `p${i}`, type: "post", creationDate: `2024-01-0${1 + (i % 4)}`, n: i };
    assert.equal((await s.createDoc("db", "posts", doc, doc.postId)).status, 201);
    DOCS.push(doc);
  }
  ranges = (await s.request("GET", "/dbs/db/colls/posts/pkranges", { headers: { "a-im": "Incremental feed" } })).body.PartitionKeyRanges.map((r) => r.id);
});
test.after(() => s.stop());

const rewritten = (query, parameters = []) => queryPlan({ query, parameters }, true).queryInfo.rewrittenQuery;

async function allPages(query, range, pageSize, parameters = []) {
  const rows = [];
  let continuation;
  do {
    const headers = { "x-ms-documentdb-partitionkeyrangeid": range, "x-ms-max-item-count": String(pageSize) };
    if (continuation) headers["x-ms-continuation"] = continuation;
    const page = await s.query("db", "posts", query, { headers, parameters });
    assert.equal(page.status, 200, JSON.stringify(page.body));
    assert.ok(page.body.Documents.length <= pageSize);
    rows.push(...page.body.Documents);
    continuation = page.headers["x-ms-continuation"];
  } while (continuation);
  return rows;
}

test("ORDER BY rows: {_rid, orderByItems, payload}, ties in _rid order in the first item's direction, paged per range", async () => {
  const query = rewritten("SELECT * FROM c WHERE c.type = @type ORDER BY c.creationDate DESC").replace(PLACEHOLDER, "true");
  let total = 0;
  for (const range of ranges) {
    const whole = await allPages(query, range, 1000, [{ name: "@type", value: "post" }]);
    for (const row of whole) {
      assert.deepEqual(Object.keys(row).sort(), ["_rid", "orderByItems", "payload"]);
      assert.deepEqual(row.orderByItems, [{ item: row.payload.creationDate }]);
      assert.equal(row._rid, row.payload._rid);
    }
    for (let i = 1; i < whole.length; i += 1) {
      const [a, b] = [whole[i - 1], whole[i]];
      const da = a.orderByItems[0].item;
      const db = b.orderByItems[0].item;
      assert.ok(da > db || (da === db && documentNumber(a._rid) > documentNumber(b._rid)), `${a.payload.id} before ${b.payload.id}`);
    }
    const paged = await allPages(query, range, 3, [{ name: "@type", value: "post" }]);
    assert.deepEqual(paged.map((r) => r.payload.id), whole.map((r) => r.payload.id));
    total += whole.length;
  }
  assert.equal(total, DOCS.length);
});

test("TOP applies after the tie order; ascending ties go by ascending _rid", async () => {
  const top = rewritten("SELECT TOP 3 * FROM c ORDER BY c.creationDate ASC").replace(PLACEHOLDER, "true");
  const all = rewritten("SELECT * FROM c ORDER BY c.creationDate ASC").replace(PLACEHOLDER, "true");
  for (const range of ranges) {
    const whole = await allPages(all, range, 1000);
    const first = await allPages(top, range, 2);
    assert.deepEqual(first.map((r) => r.payload.id), whole.slice(0, 3).map((r) => r.payload.id));
    for (let i = 1; i < whole.length; i += 1) {
      if (whole[i - 1].orderByItems[0].item === whole[i].orderByItems[0].item) assert.ok(documentNumber(whole[i - 1]._rid) < documentNumber(whole[i]._rid));
    }
  }
});

test("the SDK's resume filter keeps what comes at or after the position", async () => {
  const template = rewritten("SELECT * FROM c ORDER BY c.creationDate DESC");
  const filter =
    '(c.creationDate <= "2024-01-02" OR IS_NUMBER(c.creationDate) OR IS_BOOLEAN(c.creationDate) OR IS_NULL(c.creationDate) OR NOT IS_DEFINED(c.creationDate))';
  const resumed = template.replace(PLACEHOLDER, filter);
  let kept = 0;
  for (const range of ranges) {
    const rows = await allPages(resumed, range, 1000);
    assert.ok(rows.every((r) => r.payload.creationDate <= "2024-01-02"));
    kept += rows.length;
  }
  assert.equal(kept, DOCS.filter((d) => d.creationDate <= "2024-01-02").length);
  const two = rewritten("SELECT * FROM c ORDER BY c.creationDate DESC, c.id DESC");
  const twoFilter =
    '((c.creationDate < "2024-01-03" OR IS_NUMBER(c.creationDate) OR IS_BOOLEAN(c.creationDate) OR IS_NULL(c.creationDate) OR NOT IS_DEFINED(c.creationDate))) OR ((c.creationDate = "2024-01-03") AND (c.id <= "p30" OR IS_NUMBER(c.id) OR IS_BOOLEAN(c.id) OR IS_NULL(c.id) OR NOT IS_DEFINED(c.id)))';
  const started = Date.now();
  const head = await s.request("GET", "/dbs/db/colls/posts");
  await s.request("PUT", "/dbs/db/colls/posts", {
    body: { ...head.body, indexingPolicy: { includedPaths: [{ path: "/*" }], compositeIndexes: [[{ path: "/creationDate", order: "descending" }, { path: "/id", order: "descending" }]] } }
  });
  let seen = 0;
  for (const range of ranges) {
    const rows = await allPages(two.replace(PLACEHOLDER, twoFilter), range, 1000);
    for (const r of rows) {
      const { creationDate, id } = r.payload;
      assert.ok(creationDate < "2024-01-03" || (creationDate === "2024-01-03" && id <= "p30"), `${id} ${creationDate}`);
    }
    seen += rows.length;
  }
  assert.equal(seen, DOCS.filter((d) => d.creationDate < "2024-01-03" || (d.creationDate === "2024-01-03" && d.id <= "p30")).length);
  assert.ok(Date.now() - started < 2000, "nested parentheses do not go through the engine's slow parser");
});

test("ORDER BY on two paths still needs its composite index in each range", async () => {
  const query = rewritten("SELECT * FROM c ORDER BY c.creationDate DESC, c.n ASC").replace(PLACEHOLDER, "true");
  const r = await s.query("db", "posts", query, { headers: { "x-ms-documentdb-partitionkeyrangeid": ranges[0] } });
  assert.equal(r.status, 400);
  assert.ok(r.body.message.includes("composite index"), r.body.message);
});

test("aggregates: one item per range, which add up", async () => {
  const count = rewritten("SELECT VALUE COUNT(1) FROM c WHERE c.type = @type");
  const min = rewritten("SELECT VALUE MIN(c.n) FROM c WHERE c.type = @type");
  let total = 0;
  let lowest = Infinity;
  for (const range of ranges) {
    const rows = await allPages(count, range, 100, [{ name: "@type", value: "post" }]);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].length, 1);
    total += rows[0][0].item;
    const m = (await allPages(min, range, 100, [{ name: "@type", value: "post" }]))[0][0].item;
    assert.ok(m.count > 0);
    lowest = Math.min(lowest, m.min);
    const none = (await allPages(min, range, 100, [{ name: "@type", value: "nothing" }]))[0][0].item;
    assert.deepEqual(none, { count: 0 }, "an empty range has no minimum");
  }
  assert.equal(total, DOCS.length);
  assert.equal(lowest, 0);
});

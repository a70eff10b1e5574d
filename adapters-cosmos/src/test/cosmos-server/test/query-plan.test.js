"use strict";
// Item: the query plan of a cross-partition query, as the service answers it (queryInfo with the
// rewritten per-range query), whatever the number of ranges; refusals name the query.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");
const { queryPlan } = require("../lib/query-plan");

const PLACEHOLDER = "{documentdb-formattableorderbyquery-filter}";
const info = (query, parameters = []) => queryPlan({ query, parameters }, true).queryInfo;

test("ORDER BY: sort orders, expressions and the service's rewritten shape with the filter placeholder", () => {
  const q = info("SELECT * FROM c WHERE c.type = @type AND c.userId = @userId ORDER BY c.creationDate DESC");
  assert.deepEqual(q.orderBy, ["Descending"]);
  assert.deepEqual(q.orderByExpressions, ["c.creationDate"]);
  assert.equal(q.top, null);
  assert.equal(q.hasSelectValue, false);
  assert.equal(
    q.rewrittenQuery,
    `SELECT c._rid, [{"item": c.creationDate}] AS orderByItems, c AS payload FROM c WHERE (c.type = @type AND c.userId = @userId) AND (${PLACEHOLDER}) ORDER BY c.creationDate DESC`
  );
  const two = info("SELECT * FROM c ORDER BY c.creationDate DESC, c.id ASC");
  assert.deepEqual(two.orderBy, ["Descending", "Ascending"]);
  assert.deepEqual(two.orderByExpressions, ["c.creationDate", "c.id"]);
  assert.ok(two.rewrittenQuery.includes(`[{"item": c.creationDate}, {"item": c.id}] AS orderByItems`));
  assert.ok(two.rewrittenQuery.includes(`WHERE (${PLACEHOLDER}) ORDER BY`));
});

test("TOP: the plan's top, resolved from its parameter, kept in the rewritten query", () => {
  const q = info("SELECT TOP @n * FROM c WHERE c.type = @type ORDER BY c.creationDate DESC", [{ name: "@n", value: 7 }]);
  assert.equal(q.top, 7);
  assert.ok(q.rewrittenQuery.startsWith("SELECT TOP 7 c._rid, "), q.rewrittenQuery);
  const plain = info("SELECT TOP 3 * FROM c WHERE STARTSWITH(c.id, 'a')");
  assert.equal(plain.top, 3);
  assert.equal(plain.rewrittenQuery, "", "TOP alone: each range runs the query as it is");
});

test("projections and VALUE become the payload", () => {
  assert.ok(info("SELECT VALUE c.creationDate FROM c ORDER BY c.creationDate DESC").rewrittenQuery.includes("c.creationDate AS payload"));
  const list = info("SELECT c.postId, c.title AS t FROM c ORDER BY c.creationDate DESC").rewrittenQuery;
  assert.ok(list.includes(`{"postId": c.postId, "t": c.title} AS payload`), list);
  assert.equal(info("SELECT VALUE c.id FROM c").hasSelectValue, true);
});

test("aggregates: rewritten so that each range gives one item the SDK combines", () => {
  const count = info("SELECT VALUE COUNT(1) FROM c WHERE c.type = @type");
  assert.deepEqual(count.aggregates, ["Count"]);
  assert.equal(count.hasSelectValue, true);
  assert.equal(count.rewrittenQuery, 'SELECT VALUE [{"item": COUNT(1)}] FROM c WHERE c.type = @type');
  assert.deepEqual(info("SELECT VALUE SUM(c.n) FROM c").aggregates, ["Sum"]);
  assert.ok(info("SELECT VALUE MAX(c.n) FROM c").rewrittenQuery.includes('{"max": MAX(c.n), "count": COUNT(c.n)}'));
  assert.ok(info("SELECT VALUE AVG(c.n) FROM c").rewrittenQuery.includes('{"sum": SUM(c.n), "count": COUNT(c.n)}'));
});

test("DISTINCT and OFFSET/LIMIT", () => {
  const d = info("SELECT DISTINCT VALUE c.userId FROM c");
  assert.equal(d.distinctType, "Unordered");
  assert.equal(d.hasSelectValue, true);
  const o = info("SELECT * FROM c ORDER BY c.n OFFSET @o LIMIT 3", [{ name: "@o", value: 2 }]);
  assert.equal(o.offset, 2);
  assert.equal(o.limit, 3);
  assert.ok(o.rewrittenQuery.startsWith("SELECT TOP 5 c._rid"), "each range gives at most offset + limit rows");
  assert.ok(!/OFFSET/i.test(o.rewrittenQuery));
});

test("keywords inside strings and subqueries are not clauses", () => {
  const q = info("SELECT * FROM c WHERE c.title = 'ORDER BY x' AND EXISTS(SELECT VALUE t FROM t IN c.tags WHERE t = \"FROM\") ORDER BY c.n");
  assert.deepEqual(q.orderByExpressions, ["c.n"]);
  assert.ok(q.rewrittenQuery.includes("WHERE (c.title = 'ORDER BY x' AND EXISTS("), q.rewrittenQuery);
});

test("what this server cannot plan is refused with 400 naming the query", () => {
  for (const query of [
    "SELECT c.userId, COUNT(1) AS n FROM c GROUP BY c.userId",
    "SELECT COUNT(1) AS n FROM c",
    "SELECT VALUE COUNT(1) + 1 FROM c",
    "SELECT DISTINCT VALUE c.userId FROM c ORDER BY c.userId",
    "SELECT TOP 5 VALUE COUNT(1) FROM c"
  ]) {
    assert.throws(() => info(query), (e) => e.status === 400 && e.message.includes(query), query);
  }
});

test("over HTTP: the plan of a cross-partition query, with one range or four; a partition key needs none", async () => {
  for (const partitions of ["1", "4"]) {
    const s = await startServer(["--partitions", partitions]);
    try {
      await s.createDatabase("db");
      await s.createContainer("db", "posts", "/postId");
      const plan = (query, headers = {}) =>
        s.request("POST", "/dbs/db/colls/posts/docs", {
          headers: { "x-ms-cosmos-is-query-plan-request": "true", "content-type": "application/query+json", ...headers },
          body: { query, parameters: [] }
        });
      const cross = await plan("SELECT * FROM c ORDER BY c.creationDate DESC");
      assert.equal(cross.status, 200, JSON.stringify(cross.body));
      assert.deepEqual(cross.body.queryInfo.orderBy, ["Descending"]);
      assert.deepEqual(cross.body.queryRanges, [{ min: "", max: "FF", isMinInclusive: true, isMaxInclusive: false }]);
      const single = await plan("SELECT * FROM c ORDER BY c.creationDate DESC", s.pk("p1"));
      assert.equal(single.status, 200);
      assert.deepEqual(single.body.queryInfo.orderBy, [], "one logical partition: the server evaluates it all");
      const unindexed = await plan("SELECT * FROM c ORDER BY c.creationDate DESC, c.id DESC");
      assert.equal(unindexed.status, 400, "two sort items without a composite index, refused once at the plan");
      assert.ok(unindexed.body.message.includes("composite index"), unindexed.body.message);
      const group = await plan("SELECT c.userId, COUNT(1) AS n FROM c GROUP BY c.userId");
      assert.equal(group.status, 400);
      assert.ok(group.body.message.includes("GROUP BY"), group.body.message);
    } finally {
      await s.stop();
    }
  }
});

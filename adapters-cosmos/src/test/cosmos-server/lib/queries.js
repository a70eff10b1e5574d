"use strict";
// Queries and read feeds over a container's documents, as the SDK sends them in gateway mode: the
// query-plan request (lib/query-plan.js), then query pages (or read-feed pages) with our
// continuation tokens. A cross-partition query runs as the service runs it, whatever the number
// of ranges: the plan tells the SDK what to merge client-side, the SDK sends each range the
// rewritten query, and each range answers its part (lib/range-queries.js for the rewritten
// shapes, lib/query.js for everything else). This file decides what the SDK is told and which
// documents a request sees (a logical partition, a partition key range, or all).
const { runPage, prepare, checkCompositeIndex, checkIndexedPaths } = require("./query");
const { rangePage } = require("./range-queries");
const { queryPlan } = require("./query-plan");
const { CHARGE } = require("./charges");
const { header, reply, feedBody, maxItemCount } = require("./protocol");
const { rangeFilter } = require("./partitions");

/**
 * The answer to a query-plan request (x-ms-cosmos-is-query-plan-request). A cross-partition
 * query is checked against the container's indexing policy here already: every range would refuse
 * it alike, and the SDK would report the ranges' refusals bundled together rather than as one
 * CosmosException.
 */
function queryPlanReply(c, spec, pkKey) {
  const plan = queryPlan(spec, pkKey === undefined);
  if (pkKey === undefined) {
    const { sql } = prepare(spec);
    checkCompositeIndex(sql, c.docs.compositeIndexes());
    checkIndexedPaths(sql, c.docs.indexing());
  }
  return reply(200, plan, { charge: 1.0 });
}

/**
 * One page of a query (spec) or, without spec, of the read feed: the logical partition pkKey, or
 * the request's range (all documents when it names none). Queries are checked against the
 * container's indexing policy; the read feed is not.
 */
function queryReply(c, req, pkKey, spec) {
  const docs = c.docs.docs(pkKey, pkKey === undefined ? rangeFilter(c, req) : undefined);
  const paging = { pageSize: maxItemCount(req), continuation: header(req, "x-ms-continuation") };
  let page;
  if (spec === undefined) page = runPage(docs, { query: "SELECT * FROM c" }, paging);
  else {
    const checked = { ...paging, compositeIndexes: c.docs.compositeIndexes(), indexing: c.docs.indexing() };
    page = rangePage(docs, spec, checked) || runPage(docs, spec, checked);
  }
  const headers = { "x-ms-item-count": String(page.items.length) };
  if (page.continuation) headers["x-ms-continuation"] = page.continuation;
  return reply(200, feedBody(c, "Documents", page.items), { headers, charge: CHARGE.query(page.items) });
}

module.exports = { queryPlanReply, queryReply };

"use strict";
// Queries and read feeds over a container's documents, as the SDK sends them in gateway mode: the
// query-plan request, then query pages (or read-feed pages) with our continuation tokens. The
// evaluation itself is lib/query.js; this file decides what the SDK is told and which documents a
// request sees (a logical partition, a partition key range, or all).
const { runPage } = require("./query");
const { CHARGE } = require("./charges");
const { CosmosError } = require("./errors");
const { header, reply, feedBody, maxItemCount } = require("./protocol");
const { rangeFilter } = require("./partitions");

// What a cross-partition query needs the SDK to merge client-side (with several ranges).
const NEEDS_MERGE = /\bORDER\s+BY\b|\bTOP\b|\bDISTINCT\b|\bOFFSET\b|\bGROUP\s+BY\b|\b(COUNT|SUM|AVG|MIN|MAX)\s*\(/i;

// SELECT TOP n with nothing else to merge: each range answers at most n items and the SDK keeps the
// first n of them (its TOP pipeline, driven by queryInfo.top), which is right whatever the ranges.
const TOP = /^(\s*SELECT\s+)TOP\s+(@\w+|\d+)\s/i;

function topOnly(spec) {
  const m = TOP.exec(spec.query);
  if (!m || NEEDS_MERGE.test(spec.query.replace(TOP, "$1"))) return null;
  if (/^\d+$/.test(m[2])) return parseInt(m[2], 10);
  const p = (spec.parameters || []).find((x) => x.name === m[2]);
  return p && Number.isInteger(p.value) ? p.value : null;
}

function queryPlan(spec, crossPartition, partitions) {
  // Everything (ORDER BY, TOP, aggregates, DISTINCT, OFFSET/LIMIT) is evaluated by this server, so
  // the SDK gets a plan that needs no client-side processing. That is only right when the query
  // runs on one partition key range: with --partitions N > 1 the SDK sends a cross-partition query
  // to each range and concatenates the pages, which is correct only for queries that need no
  // merge. We do not produce the SDK's ORDER BY / aggregate / TOP / DISTINCT pipelines' rewritten
  // queries, so such queries are refused rather than silently answered wrongly.
  if (!spec || typeof spec.query !== "string") throw new CosmosError(400, "missing query");
  const top = topOnly(spec);
  if (crossPartition && partitions > 1 && NEEDS_MERGE.test(spec.query) && top === null) {
    throw new CosmosError(
      400,
      "Cross-partition queries with ORDER BY, TOP, DISTINCT, OFFSET/LIMIT, GROUP BY or aggregates are not supported by this test server with --partitions > 1 (set a partition key on the query, or run with --partitions 1): " +
        spec.query
    );
  }
  return {
    partitionedQueryExecutionInfoVersion: 2,
    queryInfo: {
      distinctType: "None",
      top: crossPartition && partitions > 1 ? top : null,
      offset: null,
      limit: null,
      orderBy: [],
      orderByExpressions: [],
      groupByExpressions: [],
      groupByAliases: [],
      aggregates: [],
      groupByAliasToAggregateType: {},
      rewrittenQuery: "",
      hasSelectValue: /^\s*SELECT\s+(DISTINCT\s+)?(TOP\s+\S+\s+)?VALUE\s/i.test(spec.query),
      dCountInfo: null,
      hasNonStreamingOrderBy: false
    },
    queryRanges: [{ min: "", max: "FF", isMinInclusive: true, isMaxInclusive: false }]
  };
}

/** The answer to a query-plan request (x-ms-cosmos-is-query-plan-request). */
function queryPlanReply(state, spec, pkKey) {
  return reply(200, queryPlan(spec, pkKey === undefined, state.opts.partitions), { charge: 1.0 });
}

/**
 * One page of a query (spec) or, without spec, of the read feed: the logical partition pkKey, or
 * the request's range (all documents when it names none). Queries are checked against the
 * container's indexing policy; the read feed is not.
 */
function queryReply(c, req, pkKey, spec) {
  const docs = c.docs.docs(pkKey, pkKey === undefined ? rangeFilter(c, req) : undefined);
  const paging = { pageSize: maxItemCount(req), continuation: header(req, "x-ms-continuation") };
  const page = spec === undefined ? runPage(docs, { query: "SELECT * FROM c" }, paging) : runPage(docs, spec, { ...paging, compositeIndexes: c.docs.compositeIndexes(), indexing: c.docs.indexing() });
  const headers = { "x-ms-item-count": String(page.items.length) };
  if (page.continuation) headers["x-ms-continuation"] = page.continuation;
  return reply(200, feedBody(c, "Documents", page.items), { headers, charge: CHARGE.query(page.items) });
}

module.exports = { queryPlanReply, queryReply };

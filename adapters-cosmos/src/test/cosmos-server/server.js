#!/usr/bin/env node
"use strict";
// Local Azure Cosmos DB compatible server for tests: @vercel/cosmosdb-server 1.0.1 (databases,
// containers, partition key ranges, UDFs; reached through lib/base.js only) plus our own handlers
// for documents, queries, batches, stored procedures, triggers and the change feed (lib/). This
// file is the entry point: the command line, the HTTP(S) server, the ready line on stdout and the
// exit on stdin close. See README.md.
const http = require("http");
const https = require("https");
const fs = require("fs");

const base = require("./lib/base");
const { createState } = require("./lib/state");
const { createRequestHandler } = require("./lib/pipeline");
const { settings } = require("./lib/budget");
const { purgeExpired } = require("./lib/ttl");

// ------------------------------------------------------------------ options
function parseArgs(argv) {
  const o = { port: 0, host: "127.0.0.1", https: false, scriptOpBudget: 1000, verbose: false, exitOnStdinClose: true, serialize: false, partitions: 1, sessionWaitMs: 5000 };
  const budget = {}; // --throughput, --serverless, --low-priority-share: the budget is on
  const latency = {};
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const next = () => {
      i += 1;
      if (i >= argv.length) throw new Error(`missing value for ${a}`);
      return argv[i];
    };
    if (a === "--port") o.port = parseInt(next(), 10);
    else if (a === "--host") o.host = next();
    else if (a === "--https") o.https = true;
    else if (a === "--http") o.https = false;
    else if (a === "--script-op-budget") o.scriptOpBudget = parseInt(next(), 10);
    else if (a === "--verbose") o.verbose = true;
    else if (a === "--no-exit-on-stdin-close") o.exitOnStdinClose = false;
    else if (a === "--serialize") o.serialize = true;
    else if (a === "--partitions") o.partitions = parseInt(next(), 10);
    else if (a === "--session-wait-ms") o.sessionWaitMs = parseInt(next(), 10);
    else if (a === "--disable-key-based-metadata-write-access") o.disableKeyBasedMetadataWriteAccess = true;
    else if (a === "--throughput") budget.defaultRu = Number(next());
    else if (a === "--serverless") budget.serverless = true;
    else if (a === "--multiple-write-regions") o.multipleWriteRegions = true;
    else if (a === "--priority-based-execution") o.priorityBasedExecution = true;
    else if (a === "--low-priority-share") budget.lowPriorityShare = Number(next());
    else if (a === "--latency-ms") latency.latencyMs = Number(next());
    else if (a === "--latency-jitter-ms") latency.jitterMs = Number(next());
    else if (a === "--help" || a === "-h") {
      process.stdout.write(
        "usage: node server.js [--port N (0 = free port)] [--host 127.0.0.1] [--https] " +
          "[--script-op-budget N (default 1000)] [--serialize] [--partitions N (default 1)] [--verbose] " +
          "[--no-exit-on-stdin-close] [--disable-key-based-metadata-write-access] [--throughput RU/s (a container's default; the budget is on)] " +
          "[--serverless] [--multiple-write-regions] [--priority-based-execution] [--low-priority-share F (default 0.5)] [--latency-ms N] [--latency-jitter-ms N] [--session-wait-ms N (default 5000)]\n"
      );
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isInteger(o.port) || o.port < 0) throw new Error("--port must be >= 0");
  if (!Number.isInteger(o.scriptOpBudget) || o.scriptOpBudget < 0) throw new Error("--script-op-budget must be >= 0");
  if (!Number.isInteger(o.sessionWaitMs) || o.sessionWaitMs < 0) throw new Error("--session-wait-ms must be >= 0");
  if (!Number.isInteger(o.partitions) || o.partitions < 1 || o.partitions > 64) throw new Error("--partitions must be 1..64");
  o.budget = settings({ ...budget, ...latency, enabled: Object.keys(budget).length > 0 });
  return o;
}

const PURGE_EVERY_MS = 1000;

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`cosmos-test-server: ${e.message}\n`);
  process.exit(2);
}

// ------------------------------------------------------------------ start
const state = createState(opts);
const onRequest = createRequestHandler(state);
let server;
if (opts.https) {
  state.scheme = "https";
  server = https.createServer({ cert: fs.readFileSync(base.certFile), key: fs.readFileSync(base.keyFile), minVersion: "TLSv1.2" }, onRequest);
} else {
  server = http.createServer(onRequest);
}
state.server = server;
// keep-alive: never close idle connections before the client does (reactor-netty keeps them 60 s)
server.keepAliveTimeout = 10 * 60 * 1000;
server.headersTimeout = server.keepAliveTimeout + 1000;
server.requestTimeout = 0;
server.maxRequestsPerSocket = 0;

server.on("error", (e) => {
  process.stderr.write(`cosmos-test-server: ${e.message}\n`);
  process.exit(1);
});
server.listen(opts.port, opts.host, () => {
  const { port } = server.address();
  state.account = base.newAccount(opts.host, port);
  // Expired items are invisible at once; this removes them later, as the service's background task does.
  setInterval(() => purgeExpired(state), PURGE_EVERY_MS).unref();
  process.stdout.write(`COSMOS_TEST_SERVER_LISTENING port=${port}\n`);
});

function shutdown() {
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
if (opts.exitOnStdinClose) {
  process.stdin.on("end", shutdown);
  process.stdin.on("close", shutdown);
  process.stdin.on("error", shutdown);
  process.stdin.resume();
}

"use strict";
// The server's shared state, created once by server.js and handed to every module that needs it
// (instead of module-level globals, so that no lib module requires another for its state):
// the options, the base package's account (set once the server listens), our own data per
// container (documents, scripts, ranges), the partition locks, the fault rules and the throughput
// budget.
const { readDatabase, readCollection } = require("./base");
const { ContainerStore } = require("./store");
const { ScriptRegistry } = require("./scripts");
const { LockManager } = require("./locks");
const { Faults } = require("./faults");
const { Budget } = require("./budget");
const { CosmosError } = require("./errors");
const { installRanges } = require("./partitions");

function createState(opts) {
  const state = {
    opts,
    account: undefined, // the base package's account (databases, containers), set once listening
    server: undefined, // the http(s) server, for the account's endpoint
    scheme: "http",
    containers: new Map(), // container _rid -> { meta, docs, sprocs, triggers, ranges, epkOf }
    locks: new LockManager(),
    faults: new Faults(),
    budget: new Budget(opts.budget, { priorityBasedExecution: opts.priorityBasedExecution }),
    access: { disableKeyBasedMetadataWriteAccess: Boolean(opts.disableKeyBasedMetadataWriteAccess) },
    // reads that waited for their session, those refused 404/1002, and the lagging replicas (lib/sessions.js)
    sessions: { waited: 0, notAvailable: 0, lagging: new Map() },
    log: (...a) => {
      if (opts.verbose) process.stderr.write(`${a.join(" ")}\n`);
    }
  };

  /**
   * Our data of a container (created on first use), refreshed with the base package's current
   * resource (a replace may have changed its indexing policy). 404 when the container does not exist.
   */
  state.container = (dbId, collId) => {
    const meta = readCollection(state.account, dbId, collId);
    if (!meta) throw new CosmosError(404, `Resource Not Found: container ${dbId}/${collId} does not exist`);
    let c = state.containers.get(meta._rid);
    if (!c) {
      c = {
        meta,
        docs: new ContainerStore(meta),
        sprocs: new ScriptRegistry("sprocs", meta),
        triggers: new ScriptRegistry("triggers", meta)
      };
      state.containers.set(meta._rid, c);
    }
    c.meta = meta;
    c.docs.meta = meta;
    c.docs.altLink = `dbs/${readDatabase(state.account, dbId).id}/colls/${meta.id}`;
    if (!c.ranges) installRanges(c, opts.partitions);
    return c;
  };
  return state;
}

module.exports = { createState };

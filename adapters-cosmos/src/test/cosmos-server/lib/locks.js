"use strict";
// Logical-partition locks for concurrent request handling.
//
// Node runs one piece of JavaScript at a time, so a handler can only be interleaved with another
// request at an `await`. Plain document writes, batches, queries and change feed reads are
// synchronous once they start; stored procedures and triggers are not (the script runtime awaits
// between callback rounds, for up to 10 s). Their writes sit in an undo journal (Transaction)
// until they finish, and a rollback restores the records the journal captured. So while a script
// or trigger runs on a logical partition, nothing else may write that partition (the journal's
// "previous" records would be stale and a rollback would erase the other write) or read it (it
// would see writes that may still roll back, e.g. the change feed would hand them out).
//
// Every data-plane operation therefore takes, for its whole duration:
//   - a partition lock (container, partition key) when it targets one logical partition, or
//   - a container lock (container, all partitions) when it spans partitions (cross-partition and
//     per-range queries, change feed by range, bulk requests without a batch partition key).
// Locks are granted first come, first served: a request waits for every earlier queued request
// whose lock conflicts with its own, so container locks cannot be starved by partition locks.
// Two locks conflict when they are in the same container and either is a container lock or both
// name the same partition key.

class LockManager {
  constructor() {
    this.waiting = []; // [{container, pk, grant}] in arrival order
    this.held = []; // [{container, pk}]
  }

  static conflicts(a, b) {
    return a.container === b.container && (a.pk === undefined || b.pk === undefined || a.pk === b.pk);
  }

  /**
   * Resolves to a release function once the lock is granted. pk undefined = every partition of
   * the container.
   */
  acquire(container, pk) {
    return new Promise((resolve) => {
      const w = { container, pk, grant: resolve };
      this.waiting.push(w);
      this._pump();
    });
  }

  /** Runs fn under the lock and releases it afterwards, whatever fn does. */
  async with(container, pk, fn) {
    const release = await this.acquire(container, pk);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  _pump() {
    const blocked = [];
    for (let i = 0; i < this.waiting.length; ) {
      const w = this.waiting[i];
      const conflict = this.held.some((h) => LockManager.conflicts(h, w)) || blocked.some((b) => LockManager.conflicts(b, w));
      if (conflict) {
        blocked.push(w);
        i += 1;
        continue;
      }
      this.waiting.splice(i, 1);
      const h = { container: w.container, pk: w.pk };
      this.held.push(h);
      let released = false;
      w.grant(() => {
        if (released) return;
        released = true;
        this.held.splice(this.held.indexOf(h), 1);
        this._pump();
      });
    }
  }

  get stats() {
    return { held: this.held.length, waiting: this.waiting.length };
  }
}

module.exports = { LockManager };

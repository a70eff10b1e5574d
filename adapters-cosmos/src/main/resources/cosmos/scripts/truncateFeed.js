// Post-trigger on writes to `feed` (one partition, type = "post"): keeps the __FEED_CAPACITY__ newest copies
// (creationDate descending, then postId) and deletes the rest, in the write's transaction.
//
// It reads only the newest SCAN copies (TOP on the composite index), not the whole partition: the
// feed never holds much more than KEEP, so the rest is what this and a few racing writes added.
// It does not count on the written copy being (in)visible to its own query: the copy from the
// response is added to what the query found unless it is there already. When the server stops
// accepting operations, it throws, so the write rolls back and the caller retries it whole.
//
// A deleted post's copy is a tombstone (`deleted`): it takes no place among the KEEP, and it stays
// while it is among them (a late copy of its post meets it and is refused), but goes once it is
// older than the oldest kept: a late copy that old would be truncated anyway.
function truncateFeed() {
    var KEEP = __FEED_CAPACITY__;
    var SCAN = KEEP + 50;
    var collection = getContext().getCollection();
    var written = getContext().getResponse().getBody();

    collect([], undefined);

    function collect(found, continuation) {
        var options = { pageSize: SCAN, continuation: continuation };
        var accepted = collection.queryDocuments(collection.getSelfLink(),
            "SELECT TOP " + SCAN + " c.id, c._self, c.postId, c.creationDate, c.deleted FROM c ORDER BY c.creationDate DESC, c.postId ASC",
            options, function (error, items, info) {
                if (error) {
                    throw error;
                }
                found = found.concat(items);
                if (info && info.continuation) {
                    collect(found, info.continuation);
                } else {
                    truncate(found);
                }
            });
        if (!accepted) {
            throw new Error("truncateFeed: no time left to read the feed");
        }
    }

    function truncate(found) {
        if (written && written.id && !found.some(function (f) { return f.id === written.id; })) {
            found.push({ id: written.id, _self: written._self, postId: written.postId, creationDate: written.creationDate,
                deleted: written.deleted });
        }
        found.sort(newestFirst);
        var surplus = [];
        var live = 0;
        found.forEach(function (copy) {
            if (copy.deleted) {
                if (live >= KEEP) {
                    surplus.push(copy);
                }
            } else if (++live > KEEP) {
                surplus.push(copy);
            }
        });
        remove(surplus, 0);
    }

    function newestFirst(a, b) {
        if (a.creationDate !== b.creationDate) {
            return a.creationDate < b.creationDate ? 1 : -1;
        }
        return a.postId < b.postId ? -1 : (a.postId > b.postId ? 1 : 0);
    }

    function remove(surplus, index) {
        if (index === surplus.length) {
            return;
        }
        var accepted = collection.deleteDocument(surplus[index]._self, {}, function (error) {
            if (error && error.number !== 404) {
                throw error;
            }
            remove(surplus, index + 1);
        });
        if (!accepted) {
            throw new Error("truncateFeed: no time left to delete the oldest copies");
        }
    }
}

// Stored procedure, run in one post's partition of `posts`: writes a user's new name on their
// items there (the post, comments, like) and bumps the post's revision when the post itself
// changed, so the change feed carries the new name on to the views.
//
// Every copy of a name keeps the user's revision it was copied at (`userRevision`; items written
// before that have none and count as the oldest). Only copies of an older revision than the one
// given are rewritten, so a rename replayed or delivered late never puts an older name back.
//
// A deleted post's tombstone (`deleted`) carries no name and is never rewritten.
//
// The query asks only for items still to rewrite (a parameterised query, never string-built
// SQL), so every pass starts from the top and items already rewritten drop out.
// When the server stops accepting operations (its time bound), the script returns what it did
// with `continuation: true` and the caller calls again; a call that finds nothing left returns
// `continuation: false`. Calling again after the end changes nothing.
function updateUsernames(userId, username, revision) {
    var collection = getContext().getCollection();
    var response = getContext().getResponse();
    var result = { rewritten: 0, headRevision: null, continuation: false };
    if (typeof revision !== "number") {
        throw new Error("updateUsernames(userId, username, revision): revision must be a number");
    }
    var query = {
        query: "SELECT * FROM c WHERE c.userId = @userId"
            + " AND (NOT IS_DEFINED(c.userRevision) OR c.userRevision < @revision)"
            + " AND NOT IS_DEFINED(c.deleted)",
        parameters: [{ name: "@userId", value: userId }, { name: "@revision", value: revision }]
    };

    nextPass();

    function nextPass() {
        var accepted = collection.queryDocuments(collection.getSelfLink(), query, { pageSize: 100 }, function (error, items) {
            if (error) {
                throw error;
            }
            if (items.length === 0) {
                response.setBody(result);
                return;
            }
            rewrite(items, 0);
        });
        if (!accepted) {
            stopHere();
        }
    }

    function rewrite(items, index) {
        if (index === items.length) {
            nextPass();
            return;
        }
        var item = items[index];
        item.userUsername = username;
        item.userRevision = revision;
        if (item.type === "post") {
            item.revision += 1;
        }
        var accepted = collection.replaceDocument(item._self, item, { etag: item._etag }, function (error, stored) {
            if (error) {
                throw error;
            }
            result.rewritten += 1;
            if (stored.type === "post") {
                result.headRevision = stored.revision;
            }
            rewrite(items, index + 1);
        });
        if (!accepted) {
            stopHere();
        }
    }

    function stopHere() {
        result.continuation = true;
        response.setBody(result);
    }
}

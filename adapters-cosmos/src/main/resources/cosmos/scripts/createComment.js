// Stored procedure, run in the post's partition of `posts`: stores a comment and counts it on
// its post in one transaction, so the count and the comments never drift apart. A missing post
// writes nothing and says so; any other failure throws, which rolls back every write, so the
// caller may run it again.
function createComment(comment) {
    var collection = getContext().getCollection();
    var response = getContext().getResponse();
    var postLink = collection.getAltLink() + "/docs/" + comment.postId;

    var accepted = collection.readDocument(postLink, {}, function (readError, post) {
        if (readError) {
            if (readError.number === 404) {
                response.setBody({ outcome: "NO_SUCH_POST" });
                return;
            }
            throw readError;
        }
        var created = collection.createDocument(collection.getSelfLink(), comment, {}, function (createError) {
            if (createError) {
                if (createError.number === 409) {
                    // This comment's id is there already: an earlier run of this very call
                    // committed (comment and count together) and its answer was lost.
                    response.setBody({ outcome: "ADDED" });
                    return;
                }
                throw createError;
            }
            post.commentCount += 1;
            post.revision += 1;
            var replaced = collection.replaceDocument(post._self, post, { etag: post._etag }, function (replaceError, stored) {
                if (replaceError) {
                    throw replaceError;
                }
                response.setBody({ outcome: "ADDED", post: stored });
            });
            if (!replaced) {
                throw new Error("createComment: no time left to count the comment");
            }
        });
        if (!created) {
            throw new Error("createComment: no time left to store the comment");
        }
    });
    if (!accepted) {
        throw new Error("createComment: no time left to read the post");
    }
}

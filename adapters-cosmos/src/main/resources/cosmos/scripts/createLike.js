// Stored procedure, run in the post's partition of `posts`: stores a like and counts it on its
// post in one transaction. The like's id is derived from the user's id, so a second like by the
// same user collides (409) and is reported as a repeat, never counted. A missing post writes
// nothing and says so; any other failure throws, which rolls back every write.
function createLike(like) {
    var collection = getContext().getCollection();
    var response = getContext().getResponse();
    var postLink = collection.getAltLink() + "/docs/" + like.postId;

    var accepted = collection.readDocument(postLink, {}, function (readError, post) {
        if (readError) {
            if (readError.number === 404) {
                response.setBody({ outcome: "NO_SUCH_POST" });
                return;
            }
            throw readError;
        }
        var created = collection.createDocument(collection.getSelfLink(), like, {}, function (createError) {
            if (createError) {
                if (createError.number === 409) {
                    response.setBody({ outcome: "ALREADY_LIKED" });
                    return;
                }
                throw createError;
            }
            post.likeCount += 1;
            post.revision += 1;
            var replaced = collection.replaceDocument(post._self, post, { etag: post._etag }, function (replaceError, stored) {
                if (replaceError) {
                    throw replaceError;
                }
                response.setBody({ outcome: "LIKED", post: stored });
            });
            if (!replaced) {
                throw new Error("createLike: no time left to count the like");
            }
        });
        if (!created) {
            throw new Error("createLike: no time left to store the like");
        }
    });
    if (!accepted) {
        throw new Error("createLike: no time left to read the post");
    }
}

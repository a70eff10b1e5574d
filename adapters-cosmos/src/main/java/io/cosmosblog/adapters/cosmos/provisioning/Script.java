package io.cosmosblog.adapters.cosmos.provisioning;

/**
 * One server-side script a model declares, under the versioned id the service looks for; the
 * same record is registered at start ({@link Provisioner}) and told to Azure Resource Manager.
 *
 * @param id        e.g. {@code updateUsernames-1a2b3c4d5e6f}
 * @param container the container it belongs to
 * @param body      the JavaScript, byte for byte as the service compares it
 */
public record Script(String id, Kind kind, String container, String body) {

    /** Where a script runs from. */
    public enum Kind {
        STORED_PROCEDURE,
        /** A post-trigger on every operation (Cosmos DB's trigger type Post, operation All). */
        POST_TRIGGER
    }

    /** The stored procedure that rewrites a user's name in one post's partition ({@code updateUsernames}), on {@code posts}. */
    public static Script updateUsernames(String posts) {
        return new Script(Scripts.UPDATE_USERNAMES, Kind.STORED_PROCEDURE, posts, Scripts.body(Scripts.UPDATE_USERNAMES));
    }

    /** The post-trigger that keeps only the newest copies ({@code truncateFeed}), on {@code feed}. */
    public static Script truncateFeed(String feed) {
        return new Script(Scripts.TRUNCATE_FEED, Kind.POST_TRIGGER, feed, Scripts.body(Scripts.TRUNCATE_FEED));
    }
}

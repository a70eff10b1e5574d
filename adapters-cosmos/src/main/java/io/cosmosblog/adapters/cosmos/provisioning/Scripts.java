package io.cosmosblog.adapters.cosmos.provisioning;

import io.cosmosblog.application.port.FeedView;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The server-side scripts, one resource file each under {@code cosmos/scripts/}, registered (by
 * {@link Provisioner}) under an id that carries a digest of their body ({@code
 * updateUsernames-1a2b3c4d5e6f}). A changed script is a new id, never a replace in place: during a
 * rolling deploy, old and new instances each run the version they were built with, instead of
 * flipping one id back and forth.
 *
 * <p>A script's file may name {@value #FEED_CAPACITY}, which is replaced by the feed's capacity
 * ({@link FeedView#CAPACITY}) when the body is read: the one number the Java code and the
 * {@code truncateFeed} trigger must agree on has one home. The placeholder is a JavaScript name,
 * so the file stays valid JavaScript.
 */
public final class Scripts {

    /** What a script's file says where it means {@link FeedView#CAPACITY}. */
    static final String FEED_CAPACITY = "__FEED_CAPACITY__";

    /** The stored procedure on {@code posts} that rewrites a user's name in one post's partition. */
    public static final String UPDATE_USERNAMES = versioned("updateUsernames");
    /** The post-trigger on {@code feed} that keeps the newest copies only. */
    public static final String TRUNCATE_FEED = versioned("truncateFeed");

    private Scripts() {
    }

    /** Adds a phrase to {@code problems} when the script {@code id} found in the account ({@code body}) is missing or not this build's. */
    static void check(List<String> problems, String kind, String id, String container, Optional<String> body) {
        String script = kind + " '" + id + "' on container '" + container + "'";
        if (body.isEmpty()) {
            problems.add(script + " is missing");
        } else if (!body.get().equals(body(id))) {
            problems.add(script + " has another body than this build's " + resource(id));
        }
    }

    /** The body of a script, by its name or its versioned id, its placeholder filled in. */
    static String body(String nameOrId) {
        String resource = resource(nameOrId);
        try (InputStream in = Scripts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing script resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .replace(FEED_CAPACITY, String.valueOf(FeedView.CAPACITY));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The resource holding a script, by its name or its versioned id. */
    static String resource(String nameOrId) {
        String name = nameOrId.contains("-") ? nameOrId.substring(0, nameOrId.indexOf('-')) : nameOrId;
        return "/cosmos/scripts/" + name + ".js";
    }

    static String versioned(String name) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(body(name).getBytes(StandardCharsets.UTF_8));
            return name + "-" + HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}

package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.shared.InvalidValueException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A row of {@code blog.db} that cannot be read back as what it stands for: a value the domain
 * refuses (a control character in a title, a token hash that is not hex), a NULL key (SQLite
 * allows one in a key of one text column), a comment or like whose post is not in the store, or
 * what a damaged user wrote. Named by its table and key, with what is wrong by field name, never
 * by value: a row may hold a secret (a token hash) or text an erasure must reach.
 */
public record DamagedRow(String table, List<String> keyColumns, List<String> keyValues, String problem) {

    private static final String WITHOUT_POST = "its post is missing or damaged";
    private static final String BY_DAMAGED_USER = "its user's row is damaged, and goes with it as an erasure would";

    /** A key value may be NULL: that is the damage. */
    public DamagedRow {
        keyColumns = List.copyOf(keyColumns);
        keyValues = Collections.unmodifiableList(new ArrayList<>(keyValues));
        if (keyColumns.size() != keyValues.size() || keyColumns.isEmpty()) {
            throw new IllegalArgumentException("a value for each of the key's columns " + keyColumns);
        }
    }

    /** The row whose key holds a NULL: nothing can name it to the blog, so nothing else is read of it. */
    static DamagedRow nullKey(String table, List<String> keyColumns, List<String> keyValues) {
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < keyColumns.size(); i++) {
            if (keyValues.get(i) == null) {
                missing.add(keyColumns.get(i));
            }
        }
        return new DamagedRow(table, keyColumns, keyValues, String.join(", ", missing) + " is NULL");
    }

    /** Whether this is a user's row: what that user wrote is deleted with it. */
    boolean isUser() {
        return table.equals("users");
    }

    /** The row whose values could not be read: {@code failure} says what, by field when it is the domain's refusal. */
    static DamagedRow unreadable(String table, List<String> keyColumns, List<String> keyValues, RuntimeException failure) {
        return new DamagedRow(table, keyColumns, keyValues, failure instanceof InvalidValueException invalid
                ? invalid.getMessage() : "cannot be read (" + failure.getClass().getSimpleName() + ")");
    }

    /** A comment whose post is missing or damaged: nothing reads it, so no erasure would reach it. */
    static DamagedRow withoutPost(Comment comment) {
        return new DamagedRow("comments", List.of("post_id", "comment_id"), List.of(comment.postId().value(), comment.id().value()),
                WITHOUT_POST);
    }

    /** A post whose author's row is damaged: deleted with the user, its reactions with it. */
    static DamagedRow byDamagedUser(Post post) {
        return new DamagedRow("posts", List.of("post_id"), List.of(post.id().value()), BY_DAMAGED_USER);
    }

    /** A comment whose author's row is damaged. */
    static DamagedRow byDamagedUser(Comment comment) {
        return new DamagedRow("comments", List.of("post_id", "comment_id"), List.of(comment.postId().value(),
                comment.id().value()), BY_DAMAGED_USER);
    }

    /** A like whose user's row is damaged. */
    static DamagedRow byDamagedUser(Like like) {
        return new DamagedRow("likes", List.of("post_id", "user_id"), List.of(like.postId().value(), like.userId().value()),
                BY_DAMAGED_USER);
    }

    /** A rename still to be projected for a user whose row is damaged. */
    static DamagedRow renameOfDamagedUser(String userId) {
        return new DamagedRow("pending_renames", List.of("user_id"), List.of(userId), BY_DAMAGED_USER);
    }

    /** A like whose post is missing or damaged. */
    static DamagedRow withoutPost(Like like) {
        return new DamagedRow("likes", List.of("post_id", "user_id"), List.of(like.postId().value(), like.userId().value()),
                WITHOUT_POST);
    }

    /** E.g. {@code table posts, row post_id=4b1…: title: must not contain control characters}. */
    @Override
    public String toString() {
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < keyColumns.size(); i++) {
            key.append(i == 0 ? "" : ", ").append(keyColumns.get(i)).append('=').append(printable(keyValues.get(i)));
        }
        return "table " + table + ", row " + key + ": " + problem;
    }

    /** A key as it can be printed on one line: what is not plainly printable escaped, and at most 80 characters. */
    private static String printable(String value) {
        if (value == null) {
            return "NULL";
        }
        StringBuilder shown = new StringBuilder();
        value.codePoints().limit(80).forEach(c -> {
            if (c < 0x20 || c == 0x7f || !Character.isDefined(c) || Character.getType(c) == Character.FORMAT
                    || Character.getType(c) == Character.SURROGATE) {
                shown.append(String.format("\\u%04x", c));
            } else {
                shown.appendCodePoint(c);
            }
        });
        return value.codePointCount(0, value.length()) > 80 ? shown + "…" : shown.toString();
    }
}

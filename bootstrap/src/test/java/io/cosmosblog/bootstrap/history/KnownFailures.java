package io.cosmosblog.bootstrap.history;

import java.util.Set;

/**
 * For exploring only: {@code -Dhistory.passOver=copy-exact,revoke-when-full,rename-erase-race,comment-erase-race} passes
 * over the steps that meet an expectation known to fail, so that a run can look past it for others.
 * Without the property (as the suite runs) every expectation holds.
 */
enum KnownFailures {
    /** A copy over an earlier copy makes the target exactly the source (a second copy to the same spare; a copy back). */
    COPY_EXACT("copy-exact"),
    /** A new token, a sign-out everywhere and disable-user work on a full store. */
    REVOKE_WHEN_FULL("revoke-when-full"),
    /** A rename racing its account's erasure answers no 5xx. */
    RENAME_ERASE_RACE("rename-erase-race"),
    /** Comments racing their author's erasure leave no text on disk once it is answered. */
    COMMENT_ERASE_RACE("comment-erase-race");

    private static final Set<String> PASSED_OVER = Set.of(System.getProperty("history.passOver", "").split(","));

    private final String name;

    KnownFailures(String name) {
        this.name = name;
    }

    boolean passedOver() {
        return PASSED_OVER.contains(name);
    }
}

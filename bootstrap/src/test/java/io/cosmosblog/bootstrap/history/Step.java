package io.cosmosblog.bootstrap.history;

/**
 * One step of a history, in the blog's words. Users, posts and comments are named by a pick that
 * is taken modulo what the history has made so far (gone ones included), so that a history with
 * steps removed still means something: that is what lets a failure shrink.
 */
sealed interface Step {

    record SignUp() implements Step {
        @Override public String toString() { return "sign up"; }
    }

    record Rename(int user) implements Step {
        @Override public String toString() { return "user#" + user + " renames themself"; }
    }

    record ReplaceToken(int user) implements Step {
        @Override public String toString() { return "user#" + user + " replaces their token"; }
    }

    record SignOutEverywhere(int user) implements Step {
        @Override public String toString() { return "user#" + user + " signs out everywhere"; }
    }

    record Write(int user) implements Step {
        @Override public String toString() { return "user#" + user + " writes a post"; }
    }

    record Edit(int user, int post) implements Step {
        @Override public String toString() { return "user#" + user + " edits post#" + post; }
    }

    /** The author of live post#post reads it, another edit lands, then they edit under the ETag they read (412), then the current (200). */
    record StaleEdit(int post) implements Step {
        @Override public String toString() { return "live post#" + post + "'s author edits it under a stale If-Match, then the current"; }
    }

    record Comment(int user, int post) implements Step {
        @Override public String toString() { return "user#" + user + " comments on post#" + post; }
    }

    record Like(int user, int post) implements Step {
        @Override public String toString() { return "user#" + user + " likes post#" + post; }
    }

    record Unlike(int user, int post) implements Step {
        @Override public String toString() { return "user#" + user + " takes back their like of post#" + post; }
    }

    record DeleteComment(int user, int post, int comment) implements Step {
        @Override public String toString() { return "user#" + user + " deletes comment#" + comment + " of post#" + post; }
    }

    record DeletePost(int user, int post) implements Step {
        @Override public String toString() { return "user#" + user + " deletes post#" + post; }
    }

    record Erase(int user) implements Step {
        @Override public String toString() { return "user#" + user + " erases their account"; }
    }

    /** Two commands at once: the user renames themself while their account is erased. */
    record RenameWhileErasing(int user) implements Step {
        @Override public String toString() { return "user#" + user + " renames themself while erasing their account"; }
    }

    /** Two commands at once: the user comments on post#post from several threads while their account is erased. */
    record CommentWhileErasing(int user, int post) implements Step {
        @Override public String toString() { return "user#" + user + " comments on post#" + post + " while erasing their account"; }
    }

    /**
     * A write (a post, or a comment on live post#post) whose body comes slowly, its token revoked (a new
     * token, or signed out everywhere) between the first half of the body and the rest: refused.
     */
    record SlowWriteRevoked(int user, int post, boolean comment, boolean newToken) implements Step {
        @Override public String toString() {
            return "user#" + user + " sends " + (comment ? "a comment on live post#" + post + " (a post if none)" : "a post") + " slowly while "
                    + (newToken ? "replacing their token" : "signing out everywhere");
        }
    }

    enum Moderation { DISABLE_USER, ERASE_USER, DELETE_POST, DELETE_COMMENT }

    /** {@code moderate}: the operator acts on user#subject, or post#subject (and its comment#comment). */
    record Moderate(Moderation action, int subject, int comment) implements Step {
        @Override public String toString() {
            return "moderate " + switch (action) {
                case DISABLE_USER -> "disable-user user#" + subject;
                case ERASE_USER -> "erase-user user#" + subject;
                case DELETE_POST -> "delete-post post#" + subject;
                case DELETE_COMMENT -> "delete-comment post#" + subject + " comment#" + comment;
            };
        }
    }

    /** The service stops and starts again on the same store. */
    record Restart() implements Step {
        @Override public String toString() { return "restart"; }
    }

    /** The local store's process is killed (kill -9) and started again on what it left on disk. */
    record Kill() implements Step {
        @Override public String toString() { return "kill -9, start again"; }
    }

    /** The store passes its high-water mark: writes are refused with 507 until it has room. */
    record Fill() implements Step {
        @Override public String toString() { return "the store becomes full"; }
    }

    record MakeRoom() implements Step {
        @Override public String toString() { return "the store has room again"; }
    }

    /** {@code copy} to another storage (the spare), which must then answer exactly as the blog did. */
    record CopyOut() implements Step {
        @Override public String toString() { return "copy to the spare"; }
    }

    /** {@code copy} from the spare back over the blog, which must then answer as the spare did when it was copied to. */
    record CopyBack() implements Step {
        @Override public String toString() { return "copy the spare back"; }
    }

    /** {@code rebuild}: every view written again from the users and posts. */
    record Rebuild() implements Step {
        @Override public String toString() { return "rebuild the views"; }
    }

    /** Every read compared with the model: Q1–Q6, counts, tokens, and (local store) the files. */
    record Look() implements Step {
        @Override public String toString() { return "read everything"; }
    }
}

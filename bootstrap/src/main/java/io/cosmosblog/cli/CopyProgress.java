package io.cosmosblog.cli;

import io.cosmosblog.application.copy.CopyBlog;
import io.cosmosblog.bootstrap.console.Plural;
import io.cosmosblog.bootstrap.console.Progress;
import java.io.PrintWriter;

/** A copy's progress on stderr: what it copies, a bar over the posts, then the verification. */
final class CopyProgress {

    private CopyProgress() {
    }

    /** The bar on stderr; {@code copied} gets the moment the copying ended and the verification began. */
    static CopyBlog.Progress on(PrintWriter err, long[] copied) {
        return new CopyBlog.Progress() {
            private volatile Progress bar;

            @Override
            public void usersCopied(long users, long posts) {
                err.printf("copied %s; copying %s with their comments and likes%n", Plural.of(users, "user"), Plural.of(posts, "post"));
                err.flush();
                bar = new Progress(System.err, "copying", posts);
            }

            @Override
            public void postCopied(long items) {
                bar.step(items);
            }

            @Override
            public void verifying() {
                copied[0] = System.nanoTime();
                err.println("verifying");
                err.flush();
            }
        };
    }
}

package io.cosmosblog.cli;

import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.bootstrap.console.Plural;
import io.cosmosblog.bootstrap.console.Progress;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** Rebuilds the views from the posts and users, with a progress bar; safe while the service runs. */
@Command(name = "rebuild", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = {"Rebuilds the denormalized copies from the source of truth.",
                "The copies are every post's short copy beside its author, the feed's 100 newest, and author names "
                        + "that differ from their user's. It reads the posts once (a query across partitions for post "
                        + "items only), never writes an older revision over a newer one, and can run again at will, "
                        + "offline, or on Cosmos DB beside running instances. Renamed authors' copies follow through the change feed.",
                StoredData.HELP})
final class RebuildCommand implements Callable<Integer> {

    @Mixin
    StorageOptions storage = new StorageOptions();

    @Mixin
    Verbose verbose = new Verbose();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        return StoredData.act("rebuild", storage, verbose, spec, maintenance -> {
            RebuildViews.Result result = maintenance.rebuild(new RebuildViews.Progress() {
                private Progress bar;

                @Override
                public void started(long posts) {
                    out.printf("rebuilding the views from %s%n", Plural.of(posts, "post"));
                    bar = new Progress(System.err, "rebuilding", posts);
                }

                @Override
                public void rebuilt(long posts) {
                    bar.step(1);
                }
            });
            out.printf("rebuilt the copies of %s; %s rewritten%n", Plural.of(result.posts(), "post"),
                    Plural.of(result.renamedAuthors(), "author's name", "authors' names"));
            return ExitCodes.OK;
        });
    }
}

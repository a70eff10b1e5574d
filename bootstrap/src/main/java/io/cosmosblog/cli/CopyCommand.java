package io.cosmosblog.cli;

import io.cosmosblog.adapters.inmemory.local.DiskStore;
import io.cosmosblog.application.copy.CopyBlog;
import io.cosmosblog.application.copy.CopyResult;
import io.cosmosblog.application.copy.CopyTarget;
import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.StoredBlog;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.StorageMaintenance;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.ReadOnlyStorage;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Copies a blog from one storage to another (the local store and Cosmos DB) and from one data
 * model to another, then verifies it; safe to run again and to interrupt.
 */
@Command(name = "copy", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = {"Copies a blog between storages and data models, and verifies it.",
                "E.g. 'copy --from local --data-dir DIR --to cosmos' moves a blog that outgrew one machine onto Cosmos DB "
                        + "(the account from the COSMOS_* variables), 'copy --from cosmos --to local --data-dir DIR' makes a "
                        + "local copy of it, 'copy --from local --data-dir A --to local --to-data-dir B --to-model v3' "
                        + "moves a V1 store to V3.",
                "Users keep their ids and tokens; every post, comment and like keeps its id and time. It is safe to run "
                        + "again and to interrupt: what the target holds already is passed over, and a second run on a "
                        + "complete copy writes nothing. The target ends as the source: what it holds that the source no "
                        + "longer does (deleted or erased there) is deleted from it, tokens included, but only on a target "
                        + "that is empty or that only copies from this source wrote. Onto any other (another blog, or one "
                        + "served since the copy) it is refused, naming what would be lost, unless --replace-target. A source "
                        + "that does not exist or holds nothing is refused; it is only read, never created. A local side "
                        + "must not be in use by a running service. On Cosmos DB the views (users' post lists, the feed) "
                        + "are rebuilt at the end.",
                "It verifies the counts of users, posts, comments and likes on both sides (the target holding nothing more) and compares up to a thousand "
                        + "users and posts, with their comments and likes, field by field; exit 0 only when the copy is "
                        + "complete and verified, 2 when refused, 1 otherwise. Progress goes to stderr, the summary to stdout."})
final class CopyCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    Verbose verbose = new Verbose();

    @Option(names = "--from", required = true, paramLabel = "STORAGE", description = "local or cosmos")
    String from;

    @Option(names = "--to", required = true, paramLabel = "STORAGE", description = "local or cosmos")
    String to;

    @Option(names = "--data-dir", paramLabel = "DIR", description = "the local store's data directory (the source's, "
            + "when both sides are local)")
    Path dataDir;

    @Option(names = "--to-data-dir", paramLabel = "DIR", description = "the target's data directory, when both sides are local")
    Path toDataDir;

    @Option(names = "--from-model", paramLabel = "MODEL", description = "the source's data model: v1 to v4 (default: "
            + "a local store's own; on Cosmos DB, MODEL or v3)")
    String fromModel;

    @Option(names = "--to-model", paramLabel = "MODEL", description = "the target's data model (default: the source's)")
    String toModel;

    @Option(names = "--replace-target", description = "make the target exactly the source even when it holds another blog "
            + "or writes the source never had: they are deleted or overwritten")
    boolean replaceTarget;

    @Option(names = "--dry-run", description = "say what the copy would add, change and delete, writing nothing on either side")
    boolean dryRun;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "8", description = "posts copied at once (default ${DEFAULT-VALUE})")
    int threads;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        StorageKind source = kind("--from", from);
        StorageKind target = kind("--to", to);
        Path sourceDir = source == StorageKind.LOCAL ? localDir("--data-dir", dataDir) : null;
        Path targetDir = target == StorageKind.LOCAL ? localDir(source == StorageKind.LOCAL ? "--to-data-dir" : "--data-dir",
                source == StorageKind.LOCAL ? toDataDir : dataDir) : null;
        // A local source must hold a store, whatever --from-model says: opening a missing one would create it, empty.
        Optional<DataModel> storedModel = sourceDir == null ? Optional.empty() : DiskStore.modelIn(sourceDir);
        if (sourceDir != null && storedModel.isEmpty()) {
            err.println("cosmos-blog copy: --data-dir " + sourceDir + " holds no blog to copy (no " + "blog.db there): check the "
                    + "path; nothing was created or written");
            return ExitCodes.USAGE;
        }
        DataModel sourceModel = model("--from-model", fromModel).orElseGet(() -> storedModel.orElseGet(CopyCommand::modelOfEnvironment));
        DataModel targetModel = model("--to-model", toModel).orElse(sourceModel);
        if (source == target && (source == StorageKind.COSMOS ? sourceModel == targetModel
                : sourceDir.toAbsolutePath().normalize().equals(targetDir.toAbsolutePath().normalize()))) {
            throw new ParameterException(spec.commandLine(), "the source and the target are the same blog");
        }
        Settings sourceSettings = settings(source, sourceDir, sourceModel, true);
        // A dry run creates no target: a local one not there yet, or a Cosmos DB one not provisioned, is new and empty.
        boolean newTarget = dryRun && targetDir != null && DiskStore.modelIn(targetDir).isEmpty();
        Settings targetSettings = newTarget ? settings(StorageKind.INMEMORY, null, targetModel, true)
                : settings(target, targetDir, targetModel, dryRun);
        Optional<ReadOnlyStorage> opened = opened(() -> ReadOnlyStorage.open(sourceSettings), err);
        if (opened.isEmpty()) {
            return ExitCodes.CANNOT_START;
        }
        try (ReadOnlyStorage sourceStorage = opened.get()) {
            if (CopyTarget.isEmpty(sourceStorage.ports())) {
                err.println("cosmos-blog copy: " + describe(sourceSettings) + " holds no blog to copy (no user in it): check the "
                        + "source; nothing was written");
                return ExitCodes.USAGE;
            }
            // A source no start of this version opened has no id, and a copy makes none there: its place names it.
            String sourceBlog = sourceStorage.identity().map(BlogIdentity::blog).orElse(describe(sourceSettings));
            String targetName = newTarget ? describe(settings(target, targetDir, targetModel, true)) + " (new)"
                    : describe(targetSettings);
            if (dryRun) {
                return dryRun(sourceStorage, sourceBlog, targetSettings, targetName, out, err);
            }
            Optional<StorageMaintenance> openedTarget = opened(() -> BlogComponent.of(targetSettings).storageMaintenance(), err);
            if (openedTarget.isEmpty()) {
                return ExitCodes.CANNOT_START;
            }
            try (StorageMaintenance targetStorage = openedTarget.get()) {
                CopyTarget onto = new CopyTarget(sourceStorage.ports(), targetStorage.ports(), targetStorage.storedBlog(), sourceBlog);
                Optional<CopyTarget.Refusal> refused = onto.admit(replaceTarget);
                if (refused.isPresent()) {
                    CopyReport.refused(err, targetName, sourceBlog, refused.get());
                    return ExitCodes.USAGE;
                }
                return copy(sourceStorage, targetStorage, onto, out, err, sourceModel, targetModel, sourceSettings, targetSettings);
            }
        }
    }

    /** What the copy would do, the target too opened only to be read: a dry run writes nothing on either side. */
    private int dryRun(ReadOnlyStorage sourceStorage, String sourceBlog, Settings targetSettings, String targetName,
            PrintWriter out, PrintWriter err) {
        Optional<ReadOnlyStorage> opened = opened(() -> ReadOnlyStorage.open(targetSettings), err);
        if (opened.isEmpty()) {
            return ExitCodes.CANNOT_START;
        }
        try (ReadOnlyStorage target = opened.get()) {
            CopyTarget onto = new CopyTarget(sourceStorage.ports(), target.ports(), StoredBlog.readOnly(target::identity), sourceBlog);
            CopyReport.dryRun(out, targetName, onto.plan(), onto.refusal(replaceTarget).isPresent());
            return ExitCodes.OK;
        }
    }

    private int copy(ReadOnlyStorage sourceStorage, StorageMaintenance targetStorage, CopyTarget onto, PrintWriter out,
            PrintWriter err, DataModel sourceModel, DataModel targetModel, Settings sourceSettings, Settings targetSettings)
            throws InterruptedException {
        err.printf("copying %s (data model %s) to %s (data model %s)%n", where(sourceSettings), sourceModel.label(),
                where(targetSettings), targetModel.label());
        long started = System.nanoTime();
        long[] copied = {0};
        CopyResult result;
        try {
            result = new CopyBlog(sourceStorage.ports(), targetStorage.ports(), threads,
                    step -> sourceStorage.metered(() -> targetStorage.metered(step))).copy(CopyProgress.on(err, copied));
        } catch (StorageBusyException e) {
            err.println("cosmos-blog copy stopped: the store stayed busy for five minutes (" + e.getMessage() + "); what "
                    + "was copied is kept: run the same command again to finish, or give the account more throughput");
            return ExitCodes.CANNOT_START;
        }
        if (targetSettings.storage() == StorageKind.COSMOS) {
            // Everything stored before the rebuild started is in the views: projections that
            // start afresh on the target begin there, not with every imported comment and like.
            Instant rebuildStarted = Instant.now();
            RebuildViews.Result rebuilt = targetStorage.rebuild(RebuildQuietly.INSTANCE);
            targetStorage.ports().projectionDelivery().viewsRebuiltAsOf(rebuildStarted);
            err.printf("rebuilt the views of %s on the target, as of %s%n", Plural.of(rebuilt.posts(), "post"),
                    rebuildStarted);
        }
        CopyReport.summary(out, result, (copied[0] - started) / 1e9, (System.nanoTime() - started) / 1e9, sourceStorage.cost(),
                targetStorage.cost());
        if (!result.isVerified()) {
            return ExitCodes.CANNOT_START;
        }
        onto.finished();
        return ExitCodes.OK;
    }

    private <T> Optional<T> opened(Supplier<T> opening, PrintWriter err) {
        try (QuietStart quiet = QuietStart.unless(verbose.on)) {
            return Optional.of(opening.get());
        } catch (RuntimeException e) {
            StartFailure.report("copy", e, verbose.on, err);
            return Optional.empty();
        }
    }

    private StorageKind kind(String option, String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        if (v.equals("local")) {
            return StorageKind.LOCAL;
        }
        if (v.equals("cosmos")) {
            return StorageKind.COSMOS;
        }
        throw new ParameterException(spec.commandLine(), option + " takes local or cosmos, not '" + value + "' (in memory, "
                + "nothing is kept outside a running service)");
    }

    private Path localDir(String option, Path directory) {
        if (directory == null) {
            throw new ParameterException(spec.commandLine(), "a local side needs its data directory: " + option + " DIR");
        }
        return directory;
    }

    private Optional<DataModel> model(String option, String value) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(DataModel.named(value));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), option + " takes " + DataModel.labels() + ", not '" + value + "'");
        }
    }

    private static DataModel modelOfEnvironment() {
        String model = System.getenv("MODEL");
        return model == null || model.isBlank() ? DataModel.DEFAULT : DataModel.named(model);
    }

    /**
     * The blog's usual settings for one side: the COSMOS_* variables for Cosmos DB, the directory
     * for the local store. Only read ({@code readOnly}: the source, and a dry run's target), Cosmos
     * DB creates nothing: its database and containers must be there.
     */
    private static Settings settings(StorageKind kind, Path directory, DataModel model, boolean readOnly) {
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.put("STORAGE", kind.settingValue());
        environment.put("MODEL", model.label());
        if (readOnly) {
            environment.put("COSMOS_PROVISION", "verify");
        }
        if (directory != null) {
            environment.put("DATA_DIR", directory.toString());
        }
        // A copy runs beside the service: on Cosmos DB its requests yield to the users' (low priority).
        return Settings.fromEnvironment(environment).asBackgroundWork();
    }

    /** The store; on Cosmos DB its model too, as each model keeps containers of its own there. */
    private static String describe(Settings settings) {
        return settings.storage() == StorageKind.COSMOS ? where(settings) + " (data model " + settings.model().label() + ")"
                : where(settings);
    }

    private static String where(Settings settings) {
        return switch (settings.storage()) {
            case LOCAL -> "the local store in " + settings.dataDir().toAbsolutePath().normalize();
            case COSMOS -> "Cosmos DB database " + settings.cosmos().orElseThrow().database();
            case INMEMORY -> "a store in memory";
        };
    }

    /** The copy says what it rebuilt; the rebuild's own progress would only repeat the copy's. */
    private enum RebuildQuietly implements RebuildViews.Progress {
        INSTANCE;

        @Override
        public void started(long posts) {
        }

        @Override
        public void rebuilt(long posts) {
        }
    }
}

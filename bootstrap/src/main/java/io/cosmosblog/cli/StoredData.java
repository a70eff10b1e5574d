package io.cosmosblog.cli;

import io.cosmosblog.adapters.inmemory.local.DataDirectoryException;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.StorageMaintenance;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.util.function.ToIntFunction;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The rule for the operator's commands that act on stored data ({@code rebuild}, {@code parked}):
 * in memory there is none outside the serving process, so they would act on an empty store and
 * report success. They refuse instead.
 */
final class StoredData {

    static final String HELP = "It acts on stored data: the local store while no service runs on its data directory (one "
            + "process per directory; every start rebuilds the views anyway) or Cosmos DB (beside running instances). STORAGE=inmemory keeps nothing outside the serving "
            + "process and is refused.";

    private StoredData() {
    }

    /**
     * Opens the chosen storage for {@code command}, quietly unless verbose, and hands it to
     * {@code work}, whose exit code it returns; a storage that is refused or cannot be opened is
     * told on stderr as {@code serve} tells it, with its exit code.
     */
    static int act(String command, StorageOptions storage, Verbose verbose, CommandSpec spec, ToIntFunction<StorageMaintenance> work) {
        return act(command, storage, verbose, spec, "on the local store, " + command + " acts on the data directory while no "
                + "service runs on it (stop the service, run it, start the service again; every start rebuilds the views anyway)",
                work);
    }

    /** As above, saying {@code whenInUse} after "is in use by a running cosmos-blog: " when a service holds the directory. */
    static int act(String command, StorageOptions storage, Verbose verbose, CommandSpec spec, String whenInUse,
            ToIntFunction<StorageMaintenance> work) {
        // An operator's tool runs beside the service: its requests yield to the users' (low priority).
        Settings settings = storage.settings(System.getenv()).asBackgroundWork();
        if (refused(command, settings, spec)) {
            return ExitCodes.USAGE;
        }
        StorageMaintenance opened;
        try (QuietStart quiet = QuietStart.unless(verbose.on)) {
            opened = BlogComponent.of(settings).storageMaintenance();
        } catch (DataDirectoryException e) {
            return StartFailure.report(command, e.inUse() ? new DataDirectoryException(settings.dataDir(), "is in use by "
                    + "a running cosmos-blog: " + whenInUse, e) : e, verbose.on, spec.commandLine().getErr());
        } catch (RuntimeException e) {
            return StartFailure.report(command, e, verbose.on, spec.commandLine().getErr());
        }
        try (StorageMaintenance maintenance = opened) {
            return work.applyAsInt(maintenance);
        }
    }

    /** True, having said why in one line on stderr, when {@code command} cannot act on the chosen storage. */
    private static boolean refused(String command, Settings settings, CommandSpec spec) {
        if (settings.storage() != StorageKind.INMEMORY) {
            return false;
        }
        spec.commandLine().getErr().println("cosmos-blog " + command + ": STORAGE=inmemory keeps no data outside the serving "
                + "process, so there is nothing to act on; use it with STORAGE=local or STORAGE=cosmos");
        return true;
    }
}

package io.cosmosblog.cli;

import io.cosmosblog.adapters.inmemory.local.Backup;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Copies the local store's data directory while the service runs on it: a consistent snapshot,
 * never a half copy under the real name. Restoring is pointing DATA_DIR at the copy.
 */
@Command(name = "backup", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = {"Copies the local store, also while the service runs.",
                "Into DIR (created if missing) it writes blog.db: a consistent snapshot of DATA_DIR's store as it was when the copy began, written "
                        + "under a temporary name, synced, then renamed, so a crash leaves no half backup. DIR must not "
                        + "hold a blog.db already. DIR is a data directory in its own right: to restore, stop the service "
                        + "and start it with DATA_DIR=DIR.",
                "Only for STORAGE=local: Cosmos DB has backups of its own."})
final class BackupCommand implements Callable<Integer> {

    @Mixin
    StorageOptions storage = new StorageOptions();

    @Spec
    CommandSpec spec;

    @Option(names = "--to", paramLabel = "DIR", required = true, description = "where to write the copy (created if missing)")
    Path to;

    @Override
    public Integer call() {
        Settings settings = storage.settings(System.getenv());
        if (settings.storage() != StorageKind.LOCAL) {
            spec.commandLine().getErr().println("cosmos-blog backup: STORAGE=" + settings.storage().settingValue()
                    + " keeps no data directory to copy; backup is for STORAGE=local");
            return ExitCodes.USAGE;
        }
        Backup.Result result = Backup.copy(settings.dataDir(), to);
        spec.commandLine().getOut().printf("backed up %s to %s: %,d bytes, %s%n",
                settings.dataDir().toAbsolutePath().normalize(), result.file(), result.bytes(), result.counts());
        return ExitCodes.OK;
    }
}

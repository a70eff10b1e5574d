package io.cosmosblog.cli;

import io.cosmosblog.adapters.inmemory.local.DamagedRow;
import io.cosmosblog.adapters.inmemory.local.DataDirectoryException;
import io.cosmosblog.adapters.inmemory.local.Repair;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Lists the local store's damaged rows, those a start refuses to load, and deletes them when asked
 * (a damaged user's content with them).
 * Deleting rather than skipping: a row skipped at every start would stay on disk, read by nothing
 * and reached by no erasure.
 */
@Command(name = "repair", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = {"Lists the local store's damaged rows; --delete deletes them.",
                "A damaged row is one serve and copy stop at, naming it: a value the blog refuses (a control character in a "
                        + "title, a token hash that is not hex), a NULL key, or a comment or like whose post is missing or "
                        + "damaged; a damaged user's posts, comments and likes are listed with them, to go as an erasure. Each is "
                        + "told by table and key, never by value. Exit 0 when none is left, 1 when some are listed.",
                "Listing changes nothing. --delete deletes them for good (overwritten, and out of the write-ahead log): take "
                        + "a backup first to keep them. It needs the service stopped. Only for STORAGE=local."})
final class RepairCommand extends StoredDataCommand {

    @Option(names = "--delete", description = "delete the damaged rows it lists")
    boolean delete;

    @Override
    public Integer call() {
        Settings settings = storage.settings(System.getenv());
        PrintWriter out = spec.commandLine().getOut();
        if (settings.storage() != StorageKind.LOCAL) {
            spec.commandLine().getErr().println("cosmos-blog repair: STORAGE=" + settings.storage().settingValue()
                    + " keeps no data directory to repair; repair is for STORAGE=local");
            return ExitCodes.USAGE;
        }
        Repair.Result result;
        try {
            result = Repair.run(settings.dataDir(), delete);
        } catch (DataDirectoryException e) {
            return StartFailure.report("repair", e, verbose.on, spec.commandLine().getErr());
        }
        for (DamagedRow row : result.damaged()) {
            out.println("damaged: " + row);
        }
        if (result.damaged().isEmpty()) {
            out.println("no damaged row in " + result.directory());
            return ExitCodes.OK;
        }
        if (result.deleted()) {
            out.println("deleted " + Plural.of(result.damaged().size(), "damaged row") + " from " + result.directory());
            return ExitCodes.OK;
        }
        out.println(Plural.of(result.damaged().size(), "damaged row") + " in " + result.directory() + "; 'repair --delete' "
                + "deletes them (a backup first keeps them)");
        return ExitCodes.CANNOT_START;
    }
}

package io.cosmosblog.cli;

import io.cosmosblog.application.projection.ReplayParkedChanges;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Lists the changes whose projection kept failing, and replays them once the cause is fixed. */
@Command(name = "parked", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = {"Lists the changes whose projection failed every attempt.",
                "Each parked change is listed with its error. With --replay, projects each again from the latest "
                        + "version of its user or post; what still fails stays parked with its new error.",
                StoredData.HELP})
final class ParkedCommand extends StoredDataCommand {

    @Option(names = "--replay", description = "project every parked change again")
    boolean replay;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        return StoredData.act("parked", storage, verbose, spec, maintenance -> {
            List<ParkedChange> parked = maintenance.parked();
            out.printf("%s%n", Plural.of(parked.size(), "parked change"));
            parked.forEach(change -> out.printf("  %s  parked %s after %s: %s%n",
                    change.change(), change.parkedAt(), Plural.of(change.attempts(), "attempt"), change.error()));
            if (replay && !parked.isEmpty()) {
                ReplayParkedChanges.Result result = maintenance.replayParked();
                out.printf("replayed %d; %d still parked%n", result.replayed(), result.stillParked());
                return result.stillParked() == 0 ? ExitCodes.OK : ExitCodes.CANNOT_START;
            }
            return ExitCodes.OK;
        });
    }
}

package io.cosmosblog.cli;

import io.cosmosblog.bootstrap.Settings;
import java.io.PrintWriter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every command that opens the stored data takes ({@code rebuild}, {@code parked},
 * {@code repair}, {@code moderate}): where the data is, {@code --verbose}, and the command it
 * serves, whose streams it writes to.
 */
final class StoredDataOptions {

    @Mixin
    StorageOptions storage = new StorageOptions();

    @Mixin
    Verbose verbose = new Verbose();

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    Settings settings() {
        return storage.settings(System.getenv());
    }

    boolean verbose() {
        return verbose.on;
    }

    PrintWriter out() {
        return command.commandLine().getOut();
    }

    PrintWriter err() {
        return command.commandLine().getErr();
    }
}

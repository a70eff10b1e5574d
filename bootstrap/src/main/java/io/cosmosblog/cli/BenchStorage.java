package io.cosmosblog.cli;

import io.cosmosblog.bootstrap.Variable;
import io.cosmosblog.bootstrap.StorageKind;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The storage {@code bench} measures: the one {@code --storage} or {@code STORAGE} names, as for
 * every command, and in memory when neither names one. The service's own default, the durable
 * local store, waits for the disk on every write: a benchmark of the data model on it mostly
 * times the disk's syncs, and takes several times as long.
 */
final class BenchStorage {

    static final StorageKind BY_DEFAULT = StorageKind.INMEMORY;

    private BenchStorage() {
    }

    /** {@code environment}, with {@code STORAGE=inmemory} when it names no storage. */
    static Map<String, String> environment(Map<String, String> environment) {
        Map<String, String> bench = new HashMap<>(environment);
        String named = Variable.STORAGE.in(environment);
        if (named == null || named.isBlank()) {
            bench.put(Variable.STORAGE.name(), BY_DEFAULT.settingValue());
        }
        return bench;
    }

    /** Why the storage is the one measured, as the progress says it. */
    static String chosenBy(boolean optionGiven, Map<String, String> environment) {
        if (optionGiven) {
            return "--storage says so";
        }
        String named = Variable.STORAGE.in(environment);
        return named == null || named.isBlank() ? "neither --storage nor STORAGE names a storage" : "STORAGE says so";
    }

    /** bench's {@code --storage}: the service's option, its help naming bench's own default. */
    static final class InMemoryByDefault implements IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec bench) {
            // A command's own transformer stands in for its mixin's: add the table's options here too.
            if (bench.findOption("--storage") == null) {
                new StorageOptions.FromVariables().transform(bench);
            }
            Variable storage = Variable.STORAGE;
            OptionSpec option = bench.findOption(StorageOptions.optionName(storage));
            bench.remove(option);
            bench.addOption(StorageOptions.option(StorageOptions.optionName(storage), storage, storage.meaning(),
                    "default " + BY_DEFAULT.settingValue() + " for bench, unlike serve"));
            return bench;
        }
    }
}

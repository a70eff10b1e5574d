package io.cosmosblog.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What a command on stored data is made of ({@code parked}, {@code repair}): the storage's options,
 * {@code --verbose}, and its own spec to print with. Each is a mixin of the command itself, inherited
 * rather than gathered into one mixin: a mixin of mixins loses {@link StorageOptions}' model
 * transformer, and with it the options it adds.
 */
abstract class StoredDataCommand implements Callable<Integer> {

    @Mixin
    StorageOptions storage = new StorageOptions();

    @Mixin
    Verbose verbose = new Verbose();

    @Spec
    CommandSpec spec;
}

package io.cosmosblog.cli;

import picocli.CommandLine.Option;

/**
 * {@code --verbose}: offered by the commands that open the storage and, when they cannot, say why
 * in one line ({@link StartFailure}); with it they print the whole error and the SDK's own log.
 */
final class Verbose {

    @Option(names = "--verbose",
            description = "when the storage cannot be opened, print the whole error with its stack trace and the Azure SDK's log of the attempt")
    boolean on;
}

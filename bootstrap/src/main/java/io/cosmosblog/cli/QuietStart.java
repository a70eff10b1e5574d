package io.cosmosblog.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.LoggerFactory;

/**
 * Silences the Azure SDK's own logging while the storage is opened. An endpoint it cannot reach
 * makes the SDK log every retry and its failure with their stack traces (about 170 lines) before
 * the start fails with one line of ours that says the same; with {@code --verbose} nothing is
 * silenced. Signing in with Microsoft Entra ID logs through MSAL ({@code com.microsoft.aad}), which
 * is silenced too. Once the service runs, the SDK logs as configured, so failures while serving are all there.
 */
final class QuietStart implements AutoCloseable {

    /** The Azure SDK, and MSAL, the library it signs in to Microsoft Entra ID with. */
    private static final List<String> SDKS = List.of("com.azure", "com.microsoft.aad");

    // Each silenced logger with the level it had (null: inherited), to put back.
    private final Map<Logger, Level> silenced = new LinkedHashMap<>();

    private QuietStart() {
    }

    /** Quiet unless {@code verbose}; a logging back end other than logback is left as it is. */
    static QuietStart unless(boolean verbose) {
        QuietStart quiet = new QuietStart();
        if (!verbose && LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            // Each SDK's root and every logger under it given a level of its own in the configuration.
            for (Logger logger : context.getLoggerList()) {
                if (SDKS.stream().anyMatch(sdk -> logger.getName().startsWith(sdk + ".")) && logger.getLevel() != null) {
                    quiet.silenced.put(logger, logger.getLevel());
                }
            }
            SDKS.forEach(sdk -> quiet.silenced.putIfAbsent(context.getLogger(sdk), context.getLogger(sdk).getLevel()));
            quiet.silenced.keySet().forEach(logger -> logger.setLevel(Level.OFF));
        }
        return quiet;
    }

    @Override
    public void close() {
        silenced.forEach(Logger::setLevel);
    }
}

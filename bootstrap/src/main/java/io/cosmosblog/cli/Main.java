package io.cosmosblog.cli;

import io.cosmosblog.cli.BlogCommandLine;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;
import org.slf4j.bridge.SLF4JBridgeHandler;

/** The command line: {@code serve} (the default), {@code bench}, {@code backup} and the rest; {@code --help} says more. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        String logFormat = System.getenv().getOrDefault("LOG_FORMAT", "text");
        if (!logFormat.equals("text") && !logFormat.equals("json")) {
            System.err.println(BlogCommandLine.failureOpening(args) + "LOG_FORMAT must be text or json, not '" + logFormat + "'");
            System.exit(2);
        }
        if (logFormat.equals("json") && System.getProperty("logback.configurationFile") == null) {
            // Before the first logger exists: logback reads this once, when it starts.
            System.setProperty("logback.configurationFile", "logback-json.xml");
        }
        // java.util.logging's own handler writes two lines of another format per event: through slf4j instead.
        SLF4JBridgeHandler.removeHandlersForRootLogger();
        SLF4JBridgeHandler.install();
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        OptionalInt exit = BlogCommandLine.execute(args, out, err);
        // A serving blog lives on until SIGTERM; everything else ends with its exit code.
        exit.ifPresent(System::exit);
    }
}

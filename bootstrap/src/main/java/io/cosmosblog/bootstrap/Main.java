package io.cosmosblog.bootstrap;

import io.cosmosblog.bootstrap.cli.BlogCommandLine;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;

/** The command line: {@code serve} (the default) or {@code bench}; {@code --help} says more. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        OptionalInt exit = BlogCommandLine.execute(args, out, err);
        // A serving blog lives on until SIGTERM; everything else ends with its exit code.
        exit.ifPresent(System::exit);
    }

    public static BlogComponent component(Settings settings) {
        return switch (settings.storage()) {
            case INMEMORY -> DaggerInMemoryBlogComponent.factory().create(settings);
            case COSMOS -> DaggerCosmosBlogComponent.factory().create(settings);
        };
    }
}

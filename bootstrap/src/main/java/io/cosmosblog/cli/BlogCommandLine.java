package io.cosmosblog.cli;

import io.cosmosblog.adapters.inmemory.local.DataDirectoryException;
import io.cosmosblog.bootstrap.InvalidSettingException;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code cosmos-blog [serve|bench|rebuild|parked|backup|copy|moderate|overload|azure-setup] [options]}: {@code serve} when no command is named. Every
 * command has {@code --help} and {@code --version}; a wrong command or option exits 2 with a few
 * lines (the mistake, what was probably meant, where the help is), a
 * setting the service cannot start with exits 2 with a message naming it, a data directory it
 * cannot use exits 1 with one line saying why: {@code cosmos-blog cannot start: …} for {@code serve},
 * {@code cosmos-blog <command> cannot run: …} for the others.
 */
@Command(name = "cosmos-blog", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = {"A blogging platform on Azure Cosmos DB, modelled as in the article's V3 design.",
                "Without a command it serves: 'cosmos-blog serve --help' lists the options.",
                "Every option can also be set by the environment variable its description names."})
public final class BlogCommandLine implements Runnable {

    private static final Set<String> OWN_OPTIONS = Set.of("-h", "--help", "-V", "--version");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private BlogCommandLine() {
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * Runs what {@code args} name; answers the exit code, or empty when the service is serving
     * and the process must live on until SIGTERM.
     */
    public static OptionalInt execute(String[] args, PrintWriter out, PrintWriter err) {
        ServeCommand serve = new ServeCommand();
        CommandLine cli = commands(serve);
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((e, commandLine, parsed) -> {
            if (e instanceof InvalidSettingException || e instanceof IllegalArgumentException) {
                err.println(StartFailure.opening(commandLine.getCommandName()) + e.getMessage());
                return ExitCodes.USAGE;
            }
            if (e instanceof DataDirectoryException) {
                err.println(StartFailure.opening(commandLine.getCommandName()) + e.getMessage());
                return ExitCodes.CANNOT_START;
            }
            throw e;
        });
        cli.setParameterExceptionHandler(new CommandLineMistakes(err));
        if (args.length > 0 && !args[0].startsWith("-") && !cli.getSubcommands().containsKey(args[0])) {
            // serve takes no words, so a first word that is no command is a mistyped one.
            CommandLineMistakes.unknownCommand(args[0], cli.getSubcommands().keySet(), err);
            return OptionalInt.of(ExitCodes.USAGE);
        }
        boolean namesACommand = args.length > 0 && (cli.getSubcommands().containsKey(args[0]) || OWN_OPTIONS.contains(args[0]));
        int code = cli.execute(namesACommand ? args : Stream.concat(Stream.of("serve"), Arrays.stream(args)).toArray(String[]::new));
        return code == ExitCodes.OK && serve.isServing() ? OptionalInt.empty() : OptionalInt.of(code);
    }

    /**
     * How a failure found before {@code args} run opens, as the command they name says it:
     * {@code cosmos-blog cannot start: } for {@code serve}, {@code cosmos-blog <command> cannot run: } for the others.
     */
    public static String failureOpening(String[] args) {
        boolean namesACommand = args.length > 0 && commands(new ServeCommand()).getSubcommands().containsKey(args[0]);
        return StartFailure.opening(namesACommand ? args[0] : "serve");
    }

    /**
     * Every command, {@code serve} the one given. Each is a CommandLine of its own: picocli applies
     * the model transformers that add the options of {@link StorageOptions} and {@link AzureSetupCommand}
     * only to a CommandLine built by its constructor, not to a bare command object added as a subcommand.
     */
    static CommandLine commands(ServeCommand serve) {
        return new CommandLine(new BlogCommandLine())
                .addSubcommand("serve", new CommandLine(serve))
                .addSubcommand("bench", new CommandLine(new BenchCommand()))
                .addSubcommand("rebuild", new CommandLine(new RebuildCommand()))
                .addSubcommand("parked", new CommandLine(new ParkedCommand()))
                .addSubcommand("backup", new CommandLine(new BackupCommand()))
                .addSubcommand("copy", new CommandLine(new CopyCommand()))
                .addSubcommand("repair", new CommandLine(new RepairCommand()))
                .addSubcommand("moderate", new CommandLine(new ModerateCommand()))
                .addSubcommand("overload", new CommandLine(new OverloadCommand()))
                .addSubcommand("azure-setup", new CommandLine(new AzureSetupCommand()));
    }
}

package io.cosmosblog.cli;

import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A mistyped command or option answered in a few lines, the mistake first: what was wrong, what
 * was probably meant, and where the help is. Not the whole usage, which pushed the one useful
 * line off the screen.
 */
final class CommandLineMistakes implements IParameterExceptionHandler {

    private final PrintWriter err;

    CommandLineMistakes(PrintWriter err) {
        this.err = err;
    }

    @Override
    public int handleParseException(ParameterException mistake, String[] args) {
        CommandLine command = mistake.getCommandLine();
        String name = command.getCommandSpec().qualifiedName();
        err.println(name + ": " + mistake.getMessage());
        if (mistake instanceof UnmatchedArgumentException unmatched) {
            List<String> suggestions = unmatched.getSuggestions().isEmpty() ? nearestOptions(unmatched, command) : unmatched.getSuggestions();
            if (unmatched.getUnmatched().stream().anyMatch(word -> word.equals("--port") || word.startsWith("--port="))) {
                err.println("--port is serve's alone: only serve listens.");
            } else if (!suggestions.isEmpty()) {
                err.println("Did you mean " + String.join(" or ", suggestions) + "?");
            }
        }
        err.println("'" + name + " --help' lists what it takes.");
        err.flush();
        return ExitCodes.USAGE;
    }

    /**
     * The command's options one or two edits from the first unknown one: picocli's own suggestions
     * miss transposed letters ({@code --prot}).
     */
    private static List<String> nearestOptions(UnmatchedArgumentException unmatched, CommandLine command) {
        return unmatched.getUnmatched().stream().filter(word -> word.startsWith("--")).findFirst()
                .map(word -> word.split("=", 2)[0])
                .map(word -> command.getCommandSpec().options().stream().map(OptionSpec::longestName)
                        .filter(name -> distance(word, name) <= 2).sorted(Comparator.comparingInt(name -> distance(word, name))).toList())
                .orElse(List.of());
    }

    /** A first word that is no command: the nearest command when one is near, and the list. */
    static void unknownCommand(String word, Set<String> commands, PrintWriter err) {
        String nearest = commands.stream().min(Comparator.comparingInt(command -> distance(word, command))).orElseThrow();
        err.println("cosmos-blog: '" + word + "' is not a command."
                + (distance(word, nearest) <= 2 ? " Did you mean '" + nearest + "'?" : ""));
        err.println("Commands: " + String.join(", ", List.copyOf(commands)) + "; 'cosmos-blog --help' says what each does.");
        err.flush();
    }

    /** Edits (insert, delete, replace) from one word to the other. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int replace = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(replace, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}

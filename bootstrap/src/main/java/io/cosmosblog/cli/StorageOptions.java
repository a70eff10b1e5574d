package io.cosmosblog.cli;

import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.Variable;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Spec;

/**
 * Where the blog runs and keeps its data: one option per {@link Variable} that has one, named
 * after it ({@code COSMOS_DATABASE}: {@code --cosmos-database}). Every option falls back to its
 * environment variable, so a container can be configured either way; an option given wins.
 */
@Command(modelTransformer = StorageOptions.FromVariables.class)
final class StorageOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** The environment with the options given on the command line laid over it; the key stays in the environment. */
    Settings settings(Map<String, String> environment) {
        Map<String, String> merged = new HashMap<>(environment);
        for (Variable variable : Variable.values()) {
            OptionSpec option = variable.hasOption() ? command.findOption(optionName(variable)) : null;
            String value = option == null ? null : option.getValue();
            if (value != null) {
                merged.put(variable.name(), value);
            }
        }
        return Settings.fromEnvironment(merged);
    }

    /** {@code --cosmos-database} for {@code COSMOS_DATABASE}. */
    static String optionName(Variable variable) {
        return "--" + variable.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * An option that falls back to {@code variable}, its help saying so: "meaning (env NAME; default …)".
     * Its value is a string, read by {@link Settings} as the variable's would be.
     */
    static OptionSpec option(String name, Variable variable, String meaning) {
        return option(name, variable, meaning, variable.byDefault().orElse(null));
    }

    /** As {@link #option(String, Variable, String)}, for a command whose default is not the service's. */
    static OptionSpec option(String name, Variable variable, String meaning, String byDefault) {
        String fallback = "env " + variable.name() + (byDefault == null ? "" : "; " + byDefault);
        return OptionSpec.builder(name)
                .paramLabel(variable.paramLabel())
                .type(String.class)
                .defaultValue("${env:" + variable.name() + "}")
                .description(meaning + " (" + fallback + ")")
                .build();
    }

    /**
     * Adds the options to each command this is mixed into, from the table of variables; all but
     * {@code --port}, which only {@code serve} listens on and offers ({@link ServeCommand.WithPort}).
     */
    static final class FromVariables implements IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec mixin) {
            for (Variable variable : Variable.values()) {
                if (variable.hasOption() && !variable.isServeOnly()) {
                    mixin.addOption(option(optionName(variable), variable, variable.meaning()));
                }
            }
            return mixin;
        }
    }
}

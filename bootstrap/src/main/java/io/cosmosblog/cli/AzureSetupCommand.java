package io.cosmosblog.cli;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.provisioning.AzureSetup;
import io.cosmosblog.adapters.cosmos.provisioning.ModelDeclaration;
import io.cosmosblog.adapters.cosmos.provisioning.Script;
import io.cosmosblog.adapters.cosmos.provisioning.Throughput;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.Variable;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Writes the Azure CLI commands that create what this build needs in a Cosmos DB account, for
 * accounts where the service signs in with Microsoft Entra ID and may not create it itself.
 */
@Command(name = "azure-setup", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        modelTransformer = AzureSetupCommand.FromVariables.class,
        description = {"Writes the Azure CLI commands that create what this build needs.",
                "Into DIR: one indexing policy (JSON) per container, one file per script (named by its versioned id) "
                        + "and setup.sh, which creates the Cosmos DB database, containers and scripts through Azure "
                        + "Resource Manager from them, with the data-plane role assignment for the service's identity "
                        + "commented out. Review them, run setup.sh, then start the service with COSMOS_PROVISION=verify.",
                "Nothing here connects to Azure. Details: docs/AZURE.md."})
final class AzureSetupCommand implements Callable<Integer> {

    /** Cosmos DB Built-in Data Contributor: read and write items, run queries, scripts and the change feed; no metadata writes. */
    private static final String DATA_CONTRIBUTOR = "00000000-0000-0000-0000-000000000002";
    /** Every command names the account through the variables at the top of setup.sh. */
    private static final String ACCOUNT_ARGUMENTS = "--resource-group \"$RESOURCE_GROUP\" --account-name \"$ACCOUNT\"";
    /** Options {@link FromVariables} adds, for they fall back to the service's own variables. */
    private static final String DATABASE = "--database";
    private static final String THROUGHPUT = "--throughput";
    private static final String MODEL = "--model";

    @Option(names = "--resource-group", paramLabel = "NAME", required = true, description = "the account's resource group")
    String resourceGroup;

    @Option(names = "--account", paramLabel = "NAME", required = true, description = "the Cosmos DB account's name")
    String account;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "where to write the files (created if missing)")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        required("--resource-group", resourceGroup);
        required("--account", account);
        DataModel model = model();
        ModelDeclaration declared = CosmosStorage.model(model);
        List<AzureSetup.Container> containers = AzureSetup.containers(declared, throughput());
        List<Script> scripts = AzureSetup.scripts(declared);
        List<Path> written = new ArrayList<>();
        try {
            Files.createDirectories(out);
            for (AzureSetup.Container container : containers) {
                written.add(write(policyFile(container), container.indexingPolicy()));
            }
            for (Script script : scripts) {
                written.add(write(scriptFile(script), script.body()));
            }
            Path setup = write("setup.sh", setupScript(containers, scripts));
            setup.toFile().setExecutable(true);
            written.add(setup);
        } catch (IOException e) {
            spec.commandLine().getErr().println(StartFailure.opening("azure-setup") + "cannot write into " + out + ": " + e);
            return ExitCodes.CANNOT_START;
        }
        PrintWriter printed = spec.commandLine().getOut();
        written.forEach(file -> printed.println("wrote " + file));
        printed.println("Review them, run setup.sh signed in to the Azure CLI (az login), assign the data-plane role "
                + "(end of setup.sh), then start the service with COSMOS_PROVISION=verify and no COSMOS_KEY.");
        return ExitCodes.OK;
    }

    private String setupScript(List<AzureSetup.Container> containers, List<Script> scripts) {
        StringBuilder sh = new StringBuilder();
        sh.append("#!/usr/bin/env bash\n");
        sh.append("# Written by 'cosmos-blog azure-setup' (").append(version()).append("): what this build needs in its\n");
        sh.append("# Cosmos DB account, created through Azure Resource Manager, for an account where the service may not\n");
        sh.append("# create it (Microsoft Entra ID with a data-plane role). Run it signed in to the Azure CLI as someone who\n");
        sh.append("# may manage the account. The ids, policies and script bodies come from the build: regenerate, do not edit.\n");
        sh.append("set -euo pipefail\n");
        sh.append("cd \"$(dirname \"$0\")\"  # the policy and script files are beside this script\n\n");
        sh.append("RESOURCE_GROUP=").append(quoted(resourceGroup)).append('\n');
        sh.append("ACCOUNT=").append(quoted(account)).append('\n');
        sh.append("DATABASE=").append(quoted(database())).append("\n\n");
        sh.append("# The account. Priority-based execution, so that background work (projections, rebuild, parked replay,\n");
        sh.append("# copy) yields to the users' requests: without it the service ignores a request's priority.\n");
        sh.append("az cosmosdb update --resource-group \"$RESOURCE_GROUP\" --name \"$ACCOUNT\" --enable-priority-based-execution true\n");
        sh.append("# One write region: on an account where several take writes, two regions' batches of a post's counters\n");
        sh.append("# would resolve by last-writer-wins (the client writes to one region either way).\n");
        sh.append("# Time to live on the containers that keep deleted posts' tombstones (--ttl -1 below).\n\n");
        sh.append("az cosmosdb sql database create ").append(ACCOUNT_ARGUMENTS).append(" --name \"$DATABASE\"\n\n");
        for (AzureSetup.Container container : containers) {
            sh.append("az cosmosdb sql container create ").append(ACCOUNT_ARGUMENTS).append(" \\\n")
                    .append("  --database-name \"$DATABASE\" --name ").append(quoted(container.name()))
                    .append(" --partition-key-path ").append(quoted(container.partitionKeyPath())).append(" \\\n")
                    .append("  --idx ").append(quoted("@" + policyFile(container))).append(rate(container.throughput()))
                    .append(container.expiring() ? " --ttl -1" : "").append('\n');
        }
        sh.append('\n');
        for (Script script : scripts) {
            String kind = script.kind() == Script.Kind.STORED_PROCEDURE ? "stored-procedure" : "trigger";
            sh.append("az cosmosdb sql ").append(kind).append(" create ").append(ACCOUNT_ARGUMENTS).append(" \\\n")
                    .append("  --database-name \"$DATABASE\" --container-name ").append(quoted(script.container()))
                    .append(" --name ").append(quoted(script.id())).append(" \\\n  ")
                    .append(script.kind() == Script.Kind.POST_TRIGGER ? "--type Post --operation All " : "")
                    .append("--body ").append(quoted("@" + scriptFile(script))).append('\n');
        }
        sh.append("\n# The service's identity needs the data-plane role \"Cosmos DB Built-in Data Contributor\" on the account\n");
        sh.append("# (scope /). Put its object id in place of the placeholder (a managed identity's principal id, a service\n");
        sh.append("# principal's object id, or yours: az ad signed-in-user show --query id --output tsv) and remove the '#'.\n");
        sh.append("# PRINCIPAL_ID='<object id of the identity the service runs as>'\n");
        sh.append("# az cosmosdb sql role assignment create ").append(ACCOUNT_ARGUMENTS).append(" \\\n");
        sh.append("#   --role-definition-id ").append(DATA_CONTRIBUTOR).append(" --scope '/' --principal-id \"$PRINCIPAL_ID\"\n");
        return sh.toString();
    }

    /** The Azure CLI's throughput flags for one container; none: nothing of its own. */
    private static String rate(Throughput throughput) {
        return switch (throughput.kind()) {
            case NONE -> "";
            case MANUAL -> " --throughput " + throughput.ruPerSecond();
            case AUTOSCALE -> " --max-throughput " + throughput.ruPerSecond();
        };
    }

    private static String policyFile(AzureSetup.Container container) {
        return container.name() + "-indexing-policy.json";
    }

    private static String scriptFile(Script script) {
        return script.id() + ".js";
    }

    /** One bash word, whatever it holds: single quotes, each quote inside closed, escaped and reopened. */
    private static String quoted(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    private Throughput throughput() {
        String throughput = spec.findOption(THROUGHPUT).getValue();
        if (throughput == null || throughput.isBlank()) {
            return Throughput.NONE;
        }
        try {
            return Throughput.parse(throughput);
        } catch (IllegalArgumentException invalid) {
            throw new ParameterException(spec.commandLine(), THROUGHPUT + " " + invalid.getMessage());
        }
    }

    private DataModel model() {
        String model = spec.findOption(MODEL).getValue();
        if (model == null || model.isBlank()) {
            return DataModel.DEFAULT;
        }
        try {
            return DataModel.named(model);
        } catch (IllegalArgumentException invalid) {
            throw new ParameterException(spec.commandLine(), MODEL + " takes " + DataModel.labels() + ", not '" + model.strip() + "'");
        }
    }

    private String database() {
        String database = spec.findOption(DATABASE).getValue();
        return database == null || database.isBlank() ? CosmosSettings.DEFAULT_DATABASE : database.strip();
    }

    /** Byte for byte: the service compares script bodies exactly, and the Azure CLI reads {@code @file} as it is. */
    private Path write(String name, String content) throws IOException {
        return Files.writeString(out.resolve(name), content, StandardCharsets.UTF_8);
    }

    private void required(String option, String value) {
        if (value.isBlank()) {
            throw new ParameterException(spec.commandLine(), option + " must not be blank");
        }
    }

    private static String version() {
        try {
            return new BuildVersion().getVersion()[0];
        } catch (IOException unreadable) {
            return "cosmos-blog";
        }
    }

    /** {@code --database}, {@code --throughput} and {@code --model}, which fall back to the service's own variables. */
    static final class FromVariables implements IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec command) {
            command.addOption(StorageOptions.option(DATABASE, Variable.COSMOS_DATABASE, "the database to create"));
            command.addOption(StorageOptions.option(THROUGHPUT, Variable.COSMOS_THROUGHPUT,
                    "each container's own throughput: none, manual:<RU/s> or autoscale:<max RU/s>"));
            command.addOption(StorageOptions.option(MODEL, Variable.MODEL, "the data model whose containers and scripts to create"));
            return command;
        }
    }
}

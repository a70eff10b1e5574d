package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosStoredProcedureProperties;
import com.azure.cosmos.models.CosmosTriggerProperties;
import com.azure.cosmos.models.TriggerOperation;
import com.azure.cosmos.models.TriggerType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The server-side scripts, one resource file each under {@code cosmos/scripts/}, registered
 * under an id that carries a digest of their body ({@code updateUsernames-1a2b3c4d5e6f}). A
 * changed script is a new id, never a replace in place: during a rolling deploy, old and new
 * instances each run the version they were built with, instead of flipping one id back and forth.
 */
final class Scripts {

    static final String UPDATE_USERNAMES = versioned("updateUsernames");
    static final String TRUNCATE_FEED = versioned("truncateFeed");

    private Scripts() {
    }

    /** Registers this build's versions where missing; the ones registered already are left alone. */
    static void register(Containers containers) {
        createUnlessThere(() -> containers.posts().getScripts()
                .createStoredProcedure(new CosmosStoredProcedureProperties(UPDATE_USERNAMES, body(UPDATE_USERNAMES))).block());
        createUnlessThere(() -> containers.feed().getScripts()
                .createTrigger(new CosmosTriggerProperties(TRUNCATE_FEED, body(TRUNCATE_FEED))
                        .setTriggerType(TriggerType.POST).setTriggerOperation(TriggerOperation.ALL)).block());
    }

    /**
     * What is missing or different among this build's scripts, one phrase each, creating nothing;
     * {@code present}: the containers that exist (a script of a missing container is missing too).
     */
    static List<String> problems(Containers containers, List<String> present) {
        List<String> problems = new ArrayList<>();
        Optional<String> procedure = present.contains("posts") ? Containers.found(() -> containers.posts().getScripts()
                .getStoredProcedure(UPDATE_USERNAMES).read().block().getProperties().getBody()) : Optional.empty();
        check(problems, "stored procedure", UPDATE_USERNAMES, "posts", procedure);
        Optional<CosmosTriggerProperties> trigger = present.contains("feed") ? Containers.found(() -> containers.feed().getScripts()
                .getTrigger(TRUNCATE_FEED).read().block().getProperties()) : Optional.empty();
        check(problems, "post-trigger", TRUNCATE_FEED, "feed", trigger.map(CosmosTriggerProperties::getBody));
        trigger.filter(found -> found.getTriggerType() != TriggerType.POST || found.getTriggerOperation() != TriggerOperation.ALL)
                .ifPresent(found -> problems.add("post-trigger '" + TRUNCATE_FEED + "' on container 'feed' must be a POST trigger on ALL "
                        + "operations, not " + found.getTriggerType() + " on " + found.getTriggerOperation()));
        return problems;
    }

    private static void check(List<String> problems, String kind, String id, String container, Optional<String> body) {
        String script = kind + " '" + id + "' on container '" + container + "'";
        if (body.isEmpty()) {
            problems.add(script + " is missing");
        } else if (!body.get().equals(body(id))) {
            problems.add(script + " has another body than this build's " + resource(id));
        }
    }

    /** Instances starting together, or restarting, find the script there already: a harmless conflict. */
    private static void createUnlessThere(Runnable create) {
        try {
            create.run();
        } catch (CosmosException e) {
            if (StoreFailure.of(e) != StoreFailure.CONFLICT) {
                throw e;
            }
        }
    }

    /** The body of a script, by its name or its versioned id. */
    static String body(String nameOrId) {
        String resource = resource(nameOrId);
        try (InputStream in = Scripts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing script resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The resource holding a script, by its name or its versioned id. */
    static String resource(String nameOrId) {
        String name = nameOrId.contains("-") ? nameOrId.substring(0, nameOrId.indexOf('-')) : nameOrId;
        return "/cosmos/scripts/" + name + ".js";
    }

    static String versioned(String name) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(body(name).getBytes(StandardCharsets.UTF_8));
            return name + "-" + HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}

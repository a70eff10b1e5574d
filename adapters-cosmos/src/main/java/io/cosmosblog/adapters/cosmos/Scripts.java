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
import java.util.HexFormat;

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
        String name = nameOrId.contains("-") ? nameOrId.substring(0, nameOrId.indexOf('-')) : nameOrId;
        String resource = "/cosmos/scripts/" + name + ".js";
        try (InputStream in = Scripts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing script resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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

package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosStoredProcedureProperties;
import com.azure.cosmos.models.CosmosTriggerProperties;
import com.azure.cosmos.models.TriggerOperation;
import com.azure.cosmos.models.TriggerType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The server-side scripts, one resource file each under {@code cosmos/scripts/}: registered when
 * missing, replaced when the file's body differs from the registered one. A replace sends the
 * properties read from the server back with the new body: the SDK needs their resource ids.
 */
final class Scripts {

    static final String CREATE_COMMENT = "createComment";
    static final String CREATE_LIKE = "createLike";
    static final String UPDATE_USERNAMES = "updateUsernames";
    static final String TRUNCATE_FEED = "truncateFeed";

    private Scripts() {
    }

    static void register(Containers containers) {
        storedProcedure(containers.posts(), CREATE_COMMENT);
        storedProcedure(containers.posts(), CREATE_LIKE);
        storedProcedure(containers.posts(), UPDATE_USERNAMES);
        postTrigger(containers.feed(), TRUNCATE_FEED);
    }

    private static void storedProcedure(CosmosAsyncContainer container, String id) {
        String body = body(id);
        var scripts = container.getScripts();
        try {
            CosmosStoredProcedureProperties registered = scripts.getStoredProcedure(id).read().block().getProperties();
            if (!body.equals(registered.getBody())) {
                scripts.getStoredProcedure(id).replace(registered.setBody(body)).block();
            }
        } catch (CosmosException e) {
            if (!Metered.is(e, Metered.NOT_FOUND)) {
                throw e;
            }
            createIgnoringRace(() -> scripts.createStoredProcedure(new CosmosStoredProcedureProperties(id, body)).block());
        }
    }

    private static void postTrigger(CosmosAsyncContainer container, String id) {
        String body = body(id);
        var scripts = container.getScripts();
        try {
            CosmosTriggerProperties registered = scripts.getTrigger(id).read().block().getProperties();
            if (!body.equals(registered.getBody())) {
                scripts.getTrigger(id).replace(registered.setBody(body)).block();
            }
        } catch (CosmosException e) {
            if (!Metered.is(e, Metered.NOT_FOUND)) {
                throw e;
            }
            createIgnoringRace(() -> scripts.createTrigger(new CosmosTriggerProperties(id, body)
                    .setTriggerType(TriggerType.POST).setTriggerOperation(TriggerOperation.ALL)).block());
        }
    }

    /** Instances starting together may both find a script missing; the second create conflicts, harmlessly. */
    private static void createIgnoringRace(Runnable create) {
        try {
            create.run();
        } catch (CosmosException e) {
            if (!Metered.is(e, Metered.CONFLICT)) {
                throw e;
            }
        }
    }

    static String body(String id) {
        String resource = "/cosmos/scripts/" + id + ".js";
        try (InputStream in = Scripts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing script resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

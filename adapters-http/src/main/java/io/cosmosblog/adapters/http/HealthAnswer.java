package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.JsonReply;
import io.cosmosblog.application.port.StorageHealth;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /health}: 200 {@code ok} while the storage serves, 503 {@code unavailable} when it
 * cannot. A storage that serves but refuses writes (full) stays 200, since reads go on and a load
 * balancer must not take it out, and says {@code "writes":"refused"}. Any warning, about writes or
 * not (a copy falling behind), says {@code "degraded":true}: an operator should look. The
 * management port adds the warnings themselves.
 */
final class HealthAnswer {

    private HealthAnswer() {
    }

    static void send(Context ctx, StorageHealth health, boolean withReasons) {
        boolean ready = health.isReady();
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("status", ready ? "ok" : "unavailable");
        List<String> warnings = health.warnings();
        if (health.refusesWrites()) {
            answer.put("writes", "refused");
        }
        if (!warnings.isEmpty()) {
            answer.put("degraded", true);
            if (withReasons) {
                answer.put("warnings", warnings);
            }
        }
        JsonReply.send(ctx.status(ready ? 200 : 503), answer);
    }
}

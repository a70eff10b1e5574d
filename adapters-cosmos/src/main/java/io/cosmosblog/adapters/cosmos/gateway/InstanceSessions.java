package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What this instance has seen of each container: the session tokens of every answer its gateways
 * got, merged per range. A client's token is read no lower than this, so a token from before a
 * write this instance saw (a revoked access token's) cannot be served by a replica behind that
 * write. Kept per SDK container, whichever gateway called it: the SDK keeps its own per client,
 * but does not expose it.
 */
final class InstanceSessions {

    private static final Map<CosmosAsyncContainer, AtomicReference<String>> SEEN =
            Collections.synchronizedMap(new WeakHashMap<>());

    private InstanceSessions() {
    }

    static void saw(CosmosAsyncContainer container, String token) {
        if (token != null && SessionTokens.isWellFormed(token)) {
            of(container).accumulateAndGet(token, (held, fresh) -> held == null ? fresh : SessionTokens.merge(held, fresh));
        }
    }

    static Optional<String> seen(CosmosAsyncContainer container) {
        return Optional.ofNullable(of(container).get());
    }

    /** The client's token, raised per range to what this instance has seen. */
    static String atLeastSeen(CosmosAsyncContainer container, String presented) {
        return seen(container).map(seen -> SessionTokens.merge(presented, seen)).orElse(presented);
    }

    private static AtomicReference<String> of(CosmosAsyncContainer container) {
        return SEEN.computeIfAbsent(container, any -> new AtomicReference<>());
    }
}

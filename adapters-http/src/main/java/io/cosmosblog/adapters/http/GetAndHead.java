package io.cosmosblog.adapters.http;

import io.javalin.http.Handler;
import io.javalin.router.JavalinDefaultRoutingApi;

/**
 * A read's route, for GET and HEAD. Left to itself, Javalin answers HEAD on a GET route 200 without
 * running the route, whatever GET would answer (404, 503) and without its type and ETag; HTTP
 * wants HEAD answered as GET is, less the body, which Jetty leaves out.
 */
final class GetAndHead {

    private GetAndHead() {
    }

    static void add(JavalinDefaultRoutingApi routes, String path, Handler read) {
        routes.get(path, read);
        routes.head(path, read);
    }
}

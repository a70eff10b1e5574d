package io.cosmosblog.adapters.http;

import io.javalin.config.StaticFilesConfig;
import io.javalin.http.staticfiles.Location;

/** The web front page, served from the classpath folder {@code web/} when a build ships one. */
final class StaticPages {

    private static final String FOLDER = "web";

    private StaticPages() {
    }

    static void addTo(StaticFilesConfig staticFiles) {
        // Javalin refuses to start with a missing folder, and the pages are optional.
        if (StaticPages.class.getClassLoader().getResource(FOLDER + "/index.html") == null) {
            return;
        }
        staticFiles.add(files -> {
            files.hostedPath = "/";
            files.directory = "/" + FOLDER;
            files.location = Location.CLASSPATH;
        });
    }
}

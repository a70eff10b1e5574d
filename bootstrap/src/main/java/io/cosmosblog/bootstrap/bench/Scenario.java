package io.cosmosblog.bootstrap.bench;

import java.net.http.HttpRequest;
import java.util.SplittableRandom;
import java.util.function.Function;

/** One of the article's requests: how to make a random instance of it, and what the article measured. */
record Scenario(String id, String name, Function<SplittableRandom, HttpRequest> request, ArticleFigure article) {

    /** The article's V3 figures for this request. */
    record ArticleFigure(double latencyMs, double requestCharge) {
    }
}

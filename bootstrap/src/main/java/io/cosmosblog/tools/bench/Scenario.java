package io.cosmosblog.tools.bench;

import java.net.http.HttpRequest;
import java.util.SplittableRandom;
import java.util.function.Function;

/** One of the article's requests: how to make a random instance of it (what the article measured: {@link ArticleModels}). */
record Scenario(String id, String name, Function<SplittableRandom, HttpRequest> request) {
}

package io.cosmosblog.tools.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every figure of a model comparison as JSON, for a chart or a check in a script:
 * {@code {"storage":…,"runs":[{"model":"v1","scale":10,"requests":{"Q6":{"ops":…,"partitions":…,"p50_ms":…}}}]}}.
 */
final class ModelJson {

    private ModelJson() {
    }

    static void write(Path file, String storage, BenchOptions options, List<ModelRun> runs) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("storage", storage);
        root.put("users", options.users());
        root.put("scale", options.scale());
        root.put("requests_per_measurement", options.requests());
        root.put("threads", options.threads());
        root.put("seed", options.seed());
        root.put("runs", runs.stream().map(ModelJson::run).toList());
        try {
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), root);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
    }

    private static Map<String, Object> run(ModelRun run) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("model", run.model().label());
        json.put("scale", run.scale());
        json.put("users", run.users());
        json.put("items", run.items());
        Map<String, Object> requests = new LinkedHashMap<>();
        for (Measurement m : run.measurements()) {
            String id = m.scenario().id();
            Optional<ArticleModels.ArticleFigure> article = ArticleModels.figure(id, run.model());
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("request", m.scenario().name());
            figures.put("ops", m.operations());
            figures.put("max_ops", m.maxOperations());
            figures.put("partitions", m.partitions());
            figures.put("max_partitions", m.maxPartitions());
            figures.put("ru", m.requestCharge());
            figures.put("p50_ms", m.p50Ms());
            figures.put("p99_ms", m.p99Ms());
            figures.put("per_second", m.perSecond());
            figures.put("requests", m.requests());
            figures.put("errors", m.failures());
            figures.put("errors_by_reason", m.errors().byReason());
            figures.put("article_ms", article.map(ArticleModels.ArticleFigure::latencyMs).orElse(null));
            figures.put("article_ru", article.map(ArticleModels.ArticleFigure::requestCharge).orElse(null));
            requests.put(id, figures);
        }
        json.put("requests", requests);
        return json;
    }
}

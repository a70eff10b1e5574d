package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What the article measured for each request in each of its three designs, on its data set of
 * 100,000 users: latency and RU. The requests that no design changes cost the same in all three.
 */
final class ArticleModels {

    private static final Map<String, ArticleFigure[]> FIGURES = Map.of(
            "C1", same(7, 5.71),
            "Q1", same(2, 1),
            "C2", same(9, 8.76),
            "Q2", of(9, 19.54, 2, 1, 2, 1),
            "Q3", of(130, 619.41, 28, 201.54, 4, 6.46),
            "C3", of(7, 8.57, 7, 15.27, 7, 15.27),
            "Q4", of(23, 27.72, 4, 7.72, 4, 7.72),
            "C4", of(6, 7.05, 7, 14.67, 7, 14.67),
            "Q5", of(59, 58.92, 4, 8.92, 4, 8.92),
            "Q6", of(306, 2063.54, 83, 532.33, 9, 16.97));

    private ArticleModels() {
    }

    /** What the article measured for one request in one design: latency and request charge. */
    record ArticleFigure(double latencyMs, double requestCharge) {

        /** As a table cell shows it. */
        String cell() {
            return String.format(Locale.ROOT, "%.0f ms / %.2f RU", latencyMs, requestCharge);
        }
    }

    /** The article's figure for request {@code id} (C1 ... Q6) in {@code model}; none for V4, which is not the article's. */
    static Optional<ArticleFigure> figure(String id, DataModel model) {
        ArticleFigure[] figures = FIGURES.get(id);
        if (figures == null) {
            throw new IllegalArgumentException("the article measured no request " + id);
        }
        return model.ordinal() < figures.length ? Optional.of(figures[model.ordinal()]) : Optional.empty();
    }

    /** The article's figure as a table cell, or a dash where it measured none. */
    static String cell(String id, DataModel model) {
        return figure(id, model).map(ArticleFigure::cell).orElse("-");
    }

    private static ArticleFigure[] same(double ms, double ru) {
        return of(ms, ru, ms, ru, ms, ru);
    }

    private static ArticleFigure[] of(double v1Ms, double v1Ru, double v2Ms, double v2Ru, double v3Ms, double v3Ru) {
        return new ArticleFigure[] {new ArticleFigure(v1Ms, v1Ru), new ArticleFigure(v2Ms, v2Ru), new ArticleFigure(v3Ms, v3Ru)};
    }
}

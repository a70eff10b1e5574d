package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.http.HttpMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import jakarta.inject.Singleton;

/** One Prometheus registry per blog, with the JVM's metrics; HTTP, the store and the projections add theirs. */
@Module
public interface MetricsModule {

    @Provides @Singleton
    static PrometheusMeterRegistry prometheus() {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        // A backstop behind HttpMetrics' closed set of methods: whatever a change lets through, no
        // client can add series without bound; past the bound a new method is not recorded.
        registry.config().meterFilter(MeterFilter.maximumAllowableTags("http.server.requests", "method", 12, MeterFilter.deny()));
        new ClassLoaderMetrics().bindTo(registry);
        new JvmMemoryMetrics().bindTo(registry);
        new JvmGcMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        return registry;
    }

    @Provides static MeterRegistry registry(PrometheusMeterRegistry prometheus) { return prometheus; }

    @Provides @Singleton
    static HttpMetrics httpMetrics(PrometheusMeterRegistry prometheus) {
        return new HttpMetrics(prometheus, prometheus::scrape);
    }
}

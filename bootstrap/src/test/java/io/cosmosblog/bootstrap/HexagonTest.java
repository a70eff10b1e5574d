package io.cosmosblog.bootstrap;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import io.cosmosblog.bootstrap.hexagonfixture.adapters.store.StoredThings;
import io.cosmosblog.bootstrap.hexagonfixture.adapters.store.ThingsThatCallAUseCase;
import io.cosmosblog.bootstrap.hexagonfixture.adapters.web.RoutesThatReadTheWiring;
import io.cosmosblog.bootstrap.hexagonfixture.adapters.web.ThingRoutes;
import io.cosmosblog.bootstrap.hexagonfixture.application.port.Things;
import io.cosmosblog.bootstrap.hexagonfixture.application.port.metering.Meter;
import io.cosmosblog.bootstrap.hexagonfixture.application.usecase.AddThing;
import io.cosmosblog.bootstrap.hexagonfixture.application.usecase.MeteredAddThing;
import io.cosmosblog.bootstrap.hexagonfixture.config.Wiring;
import io.cosmosblog.bootstrap.hexagonfixture.domain.Thing;
import io.cosmosblog.bootstrap.hexagonfixture.tools.ThingBenchmark;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The hexagon's rule passes a hexagon drawn right and names each wrong arrow of one drawn wrong. */
class HexagonTest {

    private final ArchRule rule = Hexagon.of("io.cosmosblog.bootstrap.hexagonfixture")
            .domain("domain")
            .application("application", "port")
            .storageAdapters("adapters.store")
            .drivingAdapters("adapters.web")
            .configuration("config")
            .tools("tools")
            .frameworks("org.junit..")
            .plumbing("port.metering")
            .rules();

    @Test
    void a_hexagon_with_every_arrow_inward_passes() {
        JavaClasses right = new ClassFileImporter().importClasses(
                Thing.class, Things.class, Meter.class, AddThing.class, StoredThings.class, ThingRoutes.class, Wiring.class,
                ThingBenchmark.class);

        assertThatCode(() -> rule.check(right)).doesNotThrowAnyException();
    }

    @Test
    void a_storage_adapter_that_calls_a_use_case_and_a_use_case_that_meters_are_refused() {
        JavaClasses wrong = new ClassFileImporter().importClasses(
                Thing.class, Things.class, Meter.class, AddThing.class, StoredThings.class, ThingRoutes.class,
                ThingsThatCallAUseCase.class, MeteredAddThing.class);

        assertThatThrownBy(() -> rule.check(wrong))
                .hasMessageContaining("uses only the application's storage package, never a use case")
                .hasMessageContaining(ThingsThatCallAUseCase.class.getName())
                .hasMessageContaining("use cases never touch metering or session plumbing")
                .hasMessageContaining(MeteredAddThing.class.getName());
    }

    @Test
    void an_adapter_that_reads_the_wiring_is_refused_and_a_tool_that_starts_from_it_is_not() {
        JavaClasses wrong = new ClassFileImporter().importClasses(
                Thing.class, Things.class, Meter.class, AddThing.class, StoredThings.class, ThingRoutes.class, Wiring.class,
                ThingBenchmark.class, RoutesThatReadTheWiring.class);

        assertThatThrownBy(() -> rule.check(wrong))
                .hasMessageContaining("nothing but the tools depends on the configuration")
                .hasMessageContaining(RoutesThatReadTheWiring.class.getName())
                .hasMessageNotContaining(ThingBenchmark.class.getName());
    }
}

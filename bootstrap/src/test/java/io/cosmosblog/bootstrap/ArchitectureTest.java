package io.cosmosblog.bootstrap;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The arrows of the module table in docs/DESIGN.md, and what Maven alone cannot keep out of the core. */
@AnalyzeClasses(packages = "io.cosmosblog",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.DoNotIncludeTestJars.class})
class ArchitectureTest {

    /** Other modules' test-jars (contract suites, test fixtures) are on this classpath too: not production code. */
    static final class DoNotIncludeTestJars implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("-tests.jar");
        }
    }

    private static final String COSMOS = "io.cosmosblog.adapters.cosmos..";

    /** The module table of docs/DESIGN.md, as packages; every arrow between them follows from it. */
    static final Hexagon HEXAGON = Hexagon.of("io.cosmosblog")
            .domain("domain")
            .application("application", "port")
            .storageAdapters("adapters.inmemory", "adapters.cosmos")
            .drivingAdapters("adapters.http", "adapters.moderation")
            .configuration("bootstrap")
            .tools("tools", "cli")
            .frameworks("io.javalin..", "com.fasterxml.jackson..", "dagger..", "javax.inject..", "jakarta..",
                    "com.azure..", "io.netty..", "org.slf4j..", "org.eclipse.jetty..")
            .plumbing("port.metering", "port.plumbing");

    @ArchTest
    static final ArchRule theHexagon = HEXAGON.rules();

    /**
     * Libraries through their exported API only: an internal class (resilience4j's limiter, say)
     * may change or go in any release, without notice.
     */
    @ArchTest
    static final ArchRule librariesOnlyThroughTheirPublicApi = noClasses().that().resideInAPackage("io.cosmosblog..")
            .should().dependOnClassesThat().resideInAnyPackage("io.github.resilience4j..internal..", "com.github.benmanes.caffeine.cache.internal..")
            .as("no class uses resilience4j's or Caffeine's internal packages");

    /**
     * The tools (the benchmark, the overload test) start a blog of their own from the wiring; the
     * service needs none of them. Only the command line, which launches them, may name one.
     */
    @ArchTest
    static final ArchRule theServiceNeedsNoTool = noClasses()
            .that().resideInAnyPackage("io.cosmosblog.bootstrap..", "io.cosmosblog.adapters..")
            .should().dependOnClassesThat().resideInAPackage("io.cosmosblog.tools..")
            .as("the service (the wiring, every adapter) depends on no tool");

    /**
     * One gateway per container (the gateway package) is the only code that talks to Cosmos DB's data; the ports
     * only map items. Besides it, only the classes that set up, open or watch the containers hold one.
     */
    @ArchTest
    static final ArchRule cosmosPortsReachTheStoreOnlyThroughTheGateway = noClasses().that().resideInAPackage(COSMOS)
            .and().resideOutsideOfPackage("io.cosmosblog.adapters.cosmos.gateway..")
            .and().doNotHaveFullyQualifiedName("io.cosmosblog.adapters.cosmos.model.ModelContainers")
            .and().doNotHaveFullyQualifiedName("io.cosmosblog.adapters.cosmos.provisioning.Provisioner")
            .and().doNotHaveFullyQualifiedName("io.cosmosblog.adapters.cosmos.changefeed.CosmosProjectionDelivery")
            .and().doNotHaveFullyQualifiedName("io.cosmosblog.adapters.cosmos.v3.mirror.FeedChanges")
            .and().doNotHaveFullyQualifiedName("io.cosmosblog.adapters.cosmos.model.CosmosHealth")
            .should().dependOnClassesThat().haveFullyQualifiedName("com.azure.cosmos.CosmosAsyncContainer");
}

package io.cosmosblog.bootstrap;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
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

    private static final String DOMAIN = "io.cosmosblog.domain..";
    private static final String APPLICATION = "io.cosmosblog.application..";
    private static final String IN_MEMORY = "io.cosmosblog.adapters.inmemory..";
    private static final String COSMOS = "io.cosmosblog.adapters.cosmos..";
    private static final String HTTP = "io.cosmosblog.adapters.http..";
    private static final String BOOTSTRAP = "io.cosmosblog.bootstrap..";

    @ArchTest
    static final ArchRule domainDependsOnlyOnTheJdk = classes().that().resideInAPackage(DOMAIN)
            .should().onlyDependOnClassesThat().resideInAnyPackage(DOMAIN, "java..");

    @ArchTest
    static final ArchRule applicationDependsOnlyOnTheDomainAndTheJdk = classes().that().resideInAPackage(APPLICATION)
            .should().onlyDependOnClassesThat().resideInAnyPackage(APPLICATION, DOMAIN, "java..");

    @ArchTest
    static final ArchRule noFrameworkInTheCore = noClasses().that().resideInAnyPackage(DOMAIN, APPLICATION)
            .should().dependOnClassesThat().resideInAnyPackage("io.javalin..", "com.fasterxml.jackson..", "dagger..",
                    "javax.inject..", "jakarta..", "com.azure..", "io.netty..", "org.slf4j..", "org.eclipse.jetty..");

    @ArchTest
    static final ArchRule theInMemoryAdapterSeesNoOtherAdapter = noClasses().that().resideInAPackage(IN_MEMORY)
            .should().dependOnClassesThat().resideInAnyPackage(COSMOS, HTTP);

    @ArchTest
    static final ArchRule theCosmosAdapterSeesNoOtherAdapter = noClasses().that().resideInAPackage(COSMOS)
            .should().dependOnClassesThat().resideInAnyPackage(IN_MEMORY, HTTP);

    @ArchTest
    static final ArchRule theHttpAdapterSeesNoOtherAdapter = noClasses().that().resideInAPackage(HTTP)
            .should().dependOnClassesThat().resideInAnyPackage(IN_MEMORY, COSMOS);

    /** One gateway per container is the only code that talks to Cosmos DB's data; the ports only map items. */
    @ArchTest
    static final ArchRule cosmosPortsReachTheStoreOnlyThroughTheGateway = noClasses().that().resideInAPackage(COSMOS)
            .and().doNotHaveSimpleName("ContainerGateway").and().doNotHaveSimpleName("Containers")
            .and().doNotHaveSimpleName("Scripts").and().doNotHaveSimpleName("CosmosStorage")
            .and().doNotHaveSimpleName("CosmosProjectionDelivery").and().doNotHaveSimpleName("CosmosHealth")
            .should().dependOnClassesThat().haveFullyQualifiedName("com.azure.cosmos.CosmosAsyncContainer");

    @ArchTest
    static final ArchRule nothingDependsOnBootstrap = noClasses().that().resideOutsideOfPackage(BOOTSTRAP)
            .should().dependOnClassesThat().resideInAPackage(BOOTSTRAP);
}

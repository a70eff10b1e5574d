package io.cosmosblog.bootstrap;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The arrows of DESIGN.md's module table, and what Maven alone cannot keep out of the core. */
@AnalyzeClasses(packages = "io.cosmosblog", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

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

    @ArchTest
    static final ArchRule nothingDependsOnBootstrap = noClasses().that().resideOutsideOfPackage(BOOTSTRAP)
            .should().dependOnClassesThat().resideInAPackage(BOOTSTRAP);
}

package io.cosmosblog.bootstrap;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import java.util.ArrayList;
import java.util.List;
import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The hexagon described once: which packages are the domain, the application (its use cases and
 * the one package a storage adapter may use), the adapters on either side and the configuration,
 * and from that description every arrow allowed between them, as one rule.
 */
final class Hexagon {

    private final String root;
    private String domain;
    private String application;
    private String storagePort;
    private final List<String> storageAdapters = new ArrayList<>();
    private final List<String> drivingAdapters = new ArrayList<>();
    private String configuration;
    private final List<String> tools = new ArrayList<>();
    private final List<String> frameworks = new ArrayList<>();
    private final List<String> plumbing = new ArrayList<>();

    private Hexagon(String root) {
        this.root = root;
    }

    static Hexagon of(String root) {
        return new Hexagon(root);
    }

    Hexagon domain(String pkg) {
        domain = root + "." + pkg + "..";
        return this;
    }

    /** The application, and the package in it that holds everything a storage adapter implements or uses. */
    Hexagon application(String pkg, String storagePackage) {
        application = root + "." + pkg + "..";
        storagePort = root + "." + pkg + "." + storagePackage + "..";
        return this;
    }

    /** Adapters the application drives (storage): they see the storage package, never a use case. */
    Hexagon storageAdapters(String... pkgs) {
        for (String pkg : pkgs) {
            storageAdapters.add(root + "." + pkg + "..");
        }
        return this;
    }

    /** Adapters that drive the application (HTTP, the moderation socket): they call use cases. */
    Hexagon drivingAdapters(String... pkgs) {
        for (String pkg : pkgs) {
            drivingAdapters.add(root + "." + pkg + "..");
        }
        return this;
    }

    Hexagon configuration(String pkg) {
        configuration = root + "." + pkg + "..";
        return this;
    }

    /**
     * The command line and the programs beside the service (the benchmarks) that assemble a blog
     * of their own from the configuration: the only things outside it that may use it.
     */
    Hexagon tools(String... pkgs) {
        for (String pkg : pkgs) {
            tools.add(root + "." + pkg + "..");
        }
        return this;
    }

    /** Libraries that must stay out of the domain and the application. */
    Hexagon frameworks(String... pkgs) {
        frameworks.addAll(List.of(pkgs));
        return this;
    }

    /**
     * Packages inside the storage package (named from the application's package) that serve the
     * adapters and the request pipeline, never a use case: metering, sessions, continuations, retries.
     */
    Hexagon plumbing(String... pkgs) {
        for (String pkg : pkgs) {
            plumbing.add(application.substring(0, application.length() - 2) + "." + pkg + "..");
        }
        return this;
    }

    ArchRule rules() {
        List<ArchRule> rules = new ArrayList<>();
        rules.add(classes().that().resideInAPackage(domain)
                .should().onlyDependOnClassesThat().resideInAnyPackage(domain, "java..")
                .as("the domain depends only on the JDK"));
        rules.add(classes().that().resideInAPackage(application)
                .should().onlyDependOnClassesThat().resideInAnyPackage(application, domain, "java..")
                .as("the application depends only on the domain and the JDK"));
        rules.add(noClasses().that().resideInAnyPackage(domain, application)
                .should().dependOnClassesThat().resideInAnyPackage(frameworks.toArray(String[]::new))
                .as("no framework in the domain or the application"));
        DescribedPredicate<JavaClass> useCaseSide = resideInAPackage(application).and(not(resideInAPackage(storagePort)))
                .as("the use cases' side of the application");
        rules.add(noClasses().that().resideInAPackage(storagePort)
                .should().dependOnClassesThat(useCaseSide)
                .as("the storage package needs nothing of the use cases"));
        List<String> adapters = new ArrayList<>(storageAdapters);
        adapters.addAll(drivingAdapters);
        for (String adapter : adapters) {
            List<String> others = new ArrayList<>(adapters);
            others.remove(adapter);
            rules.add(noClasses().that().resideInAPackage(adapter)
                    .should().dependOnClassesThat().resideInAnyPackage(others.toArray(String[]::new))
                    .as(adapter + " sees no other adapter"));
        }
        for (String adapter : storageAdapters) {
            rules.add(noClasses().that().resideInAPackage(adapter)
                    .should().dependOnClassesThat(useCaseSide)
                    .as(adapter + " uses only the application's storage package, never a use case"));
        }
        rules.add(noClasses().that(useCaseSide)
                .should().dependOnClassesThat().resideInAnyPackage(plumbing.toArray(String[]::new))
                .as("use cases never touch metering or session plumbing"));
        List<String> configurationAndTools = new ArrayList<>(tools);
        configurationAndTools.add(configuration);
        rules.add(noClasses().that().resideOutsideOfPackages(configurationAndTools.toArray(String[]::new))
                .should().dependOnClassesThat().resideInAPackage(configuration)
                .as(tools.isEmpty() ? "nothing depends on the configuration" : "nothing but the tools depends on the configuration"));
        CompositeArchRule all = CompositeArchRule.of(rules.get(0));
        for (ArchRule rule : rules.subList(1, rules.size())) {
            all = all.and(rule);
        }
        return all;
    }
}

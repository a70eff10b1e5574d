package io.cosmosblog.adapters.cosmos;

/**
 * Faults a local test server injects on request (429 with a retry-after, 408, 503, a dropped
 * connection), for other modules' tests: see the test server's README for the rule format.
 */
public final class TestFaults {

    private final TestServerSetting admin;

    TestFaults(String endpoint) {
        this.admin = new TestServerSetting(endpoint, "faults");
    }

    /** Replaces the server's rules: a JSON list of rules, or {@code {"seed":n,"rules":[...]}}. */
    public void set(String rules) {
        admin.put(rules);
    }

    /** The rules with how often each matched and fired, as JSON. */
    public String view() {
        return admin.get();
    }

    public void clear() {
        admin.clear();
    }
}

package io.cosmosblog.adapters.cosmos;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test server of one test class's own, for the faults and budgets it sets, which no other class
 * may meet: started before the class's tests (which are skipped when {@code COSMOS_ENDPOINT} names
 * another account), its faults and budget cleared after each test, stopped after the last.
 * Register it on a static field: {@code @RegisterExtension static final OwnTestServer server}.
 * Started with options of its own ({@code --latency-ms 20}, {@code --script-op-budget 2}), it keeps
 * them: nothing is cleared after each test.
 */
final class OwnTestServer implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {

    private final String[] options;
    private TestAccount account;

    OwnTestServer(String... options) {
        this.options = options.clone();
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        Assumptions.assumeTrue(System.getenv("COSMOS_ENDPOINT") == null, "needs the local test server");
        account = TestAccount.localServer(options);
    }

    TestAccount account() {
        return account;
    }

    TestFaults faults() {
        return new TestFaults(account.endpoint());
    }

    TestBudget budget() {
        return new TestBudget(account.endpoint());
    }

    /** After the test's own clean-up (its storage closed), so nothing it still sends meets a cleared fault half-way. */
    @Override
    public void afterEach(ExtensionContext context) {
        if (account != null && options.length == 0) {
            faults().clear();
            budget().clear();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (account != null) {
            account.close();
        }
    }
}

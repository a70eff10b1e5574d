package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioning;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import java.util.Map;
import java.util.Optional;

/**
 * Every environment variable the service reads, named as the variable is. Those with a
 * parameter label can also be given as an option of the same name ({@code COSMOS_DATABASE}:
 * {@code --cosmos-database}), which wins; the command line takes its help from here.
 */
public enum Variable {
    PORT("N", "HTTP port, 0 for any free one", "default " + Variable.DEFAULT_PORT),
    STORAGE("KIND", "local (this machine's disk), inmemory (kept nowhere) or cosmos",
            "default " + StorageKind.LOCAL.settingValue()),
    DATA_DIR("DIR", "where the local store keeps its data", "default " + Variable.DEFAULT_DATA_DIR),
    MODEL("MODEL", "the article's design the data is laid out in: v1 (normalized), v2 (names and counts on the posts) "
            + "or v3 (v2 plus the users' post lists and the feed); each keeps its data apart", "default v3"),
    COSMOS_ENDPOINT("URL", "the account, e.g. https://my-account.documents.azure.com:443/", null),
    COSMOS_DATABASE("NAME", "database for the containers", "default " + CosmosSettings.DEFAULT_DATABASE),
    COSMOS_CONSISTENCY("LEVEL", "Session, Eventual, ConsistentPrefix, BoundedStaleness or Strong", "default: the account's"),
    COSMOS_REQUEST_TIMEOUT_MS("MS", "longest one store operation may take, retries included",
            "default " + CosmosSettings.DEFAULT_REQUEST_TIMEOUT.toMillis()),
    COSMOS_PROVISION("MODE", "create (what is missing; indexes only added), migrate (also replace differing indexing "
            + "policies) or verify (change nothing, stop when anything is missing)", "default " + Provisioning.CREATE),
    COSMOS_THROUGHPUT("RATE", "for containers this service creates: none, manual:<RU/s> or autoscale:<max RU/s>",
            "default none: serverless or the database's shared throughput"),
    COSMOS_PREFERRED_REGIONS("REGIONS", "regions to use first, comma-separated, e.g. \"West Europe,North Europe\"",
            "default: the account's order"),
    COSMOS_LEASE_EXPIRY_MS("MS", "how long a change feed lease stays a crashed instance's before another takes it over",
            "default " + CosmosSettings.DEFAULT_LEASE_EXPIRY.toMillis()),
    COSMOS_CONNECTION_MODE("MODE", "direct (TCP to the replicas) or gateway (HTTPS on port 443 only)",
            "default direct on Azure, gateway for a local endpoint"),
    /** Environment only, so that it shows in no process list; unset, Microsoft Entra ID. */
    COSMOS_KEY,
    /** Environment only: {@code true} lets a plain http endpoint through (local servers). */
    COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED,
    /** Environment only: with the port, this instance's name on its change feed leases. */
    HOSTNAME,
    /**
     * Environment only, a secret: the key that signs the session tokens handed out, the same on every instance
     * behind one load balancer; unset, a random key of this instance's.
     */
    SESSION_TOKEN_KEY,
    HOST("ADDRESS", "address the public port binds to: 127.0.0.1 this machine only, 0.0.0.0 every interface "
            + "(a container, a machine behind a load balancer)", "default " + Protection.LOOPBACK, true),
    TOKEN_LIFETIME("LENGTH", "how long an access token works after it was issued, e.g. 30d, 12h or 90min",
            "default 30d", true),
    MANAGEMENT_PORT("N", "port of /metrics, 0 for any free one, none for no such port", "default PORT+1", true),
    MANAGEMENT_HOST("ADDRESS", "address the management port binds to", "default " + Protection.LOOPBACK, true),
    RATE_LIMIT_SIGN_UPS("RATE", "sign-ups per client address, e.g. 10/min, 5/s, 100/h, or off",
            "default " + Protection.DEFAULT_SIGN_UPS, true),
    RATE_LIMIT_WRITES("RATE", "writes (posts, comments, likes, renames, tokens) per user, or off",
            "default " + Protection.DEFAULT_WRITES, true),
    RATE_LIMIT_RENAMES("RATE", "renames per user, beside the writes they count among: each rewrites every copy of "
            + "the user's name", "default " + Protection.DEFAULT_RENAMES, true),
    RATE_LIMIT_WRITES_PER_ADDRESS("RATE", "writes of every account behind one client address (an IPv6 address by "
            + "its /64), so that accounts piled up behind one client do not multiply its budget",
            "default " + Protection.DEFAULT_WRITES_PER_ADDRESS, true),
    RATE_LIMIT_BYTES("BYTES", "text one account stores (names, titles, contents, in UTF-8) per period, e.g. 2MiB/min, "
            + "512KiB/min, or off", "default " + Protection.DEFAULT_BYTES.asBytes(), true),
    RATE_LIMIT_BYTES_DAILY("BYTES", "the same over a day, e.g. 32MiB/d, or off",
            "default " + Protection.DEFAULT_BYTES_DAILY.asBytes(), true),
    NEW_ACCOUNT_PERIOD("LENGTH", "how long an account counts as new after its token was issued (a new token starts it "
            + "again), e.g. 1d or 12h, or off", "default 1d", true),
    NEW_ACCOUNT_SHARE("PERCENT", "the share, in percent, of the per-account write and byte budgets a new account gets",
            "default " + Protection.DEFAULT_NEW_ACCOUNT_SHARE, true),
    HEAP_HIGH_WATER("PERCENT", "the share, in percent, of the heap in use after a collection past which the local and "
            + "in-memory stores refuse writes (507) rather than run out of memory", "default " + heapPercent(HeapAndDiskMarks.DEFAULT), true),
    DISK_FREE_MIN("BYTES", "free space on the data directory's disk below which the local store refuses writes (507), "
            + "e.g. 256MiB or 1GiB", "default " + diskFree(HeapAndDiskMarks.DEFAULT), true),
    TRUST_PROXY("ADDRESSES", "your own proxies' addresses or blocks, e.g. 10.0.0.0/8,fd00::/8: from those peers only, "
            + "the client address is read from X-Forwarded-For (right to left, past them) and HTTPS from X-Forwarded-Proto",
            "default none", true);

    // Constants, so the table above can name them (qualified) before they are declared here.
    /** When {@code PORT} is unset. */
    static final int DEFAULT_PORT = 8080;
    /** When {@code DATA_DIR} is unset: relative to the working directory, so each checkout or container keeps its own. */
    static final String DEFAULT_DATA_DIR = "./data";

    private final String paramLabel;
    private final String meaning;
    private final String byDefault;
    private final boolean serveOnly;

    Variable() {
        this(null, null, null);
    }

    Variable(String paramLabel, String meaning, String byDefault) {
        this(paramLabel, meaning, byDefault, false);
    }

    Variable(String paramLabel, String meaning, String byDefault, boolean serveOnly) {
        this.paramLabel = paramLabel;
        this.meaning = meaning;
        this.byDefault = byDefault;
        this.serveOnly = serveOnly;
    }

    /** Whether only {@code serve} offers it: it is about serving requests, not about where the data is. */
    public boolean isServeOnly() {
        return serveOnly || this == PORT;
    }

    /** Its value in {@code environment}: null when unset. */
    public String in(Map<String, String> environment) {
        return environment.get(name());
    }

    /** Whether it can be given as a command-line option too. */
    public boolean hasOption() {
        return paramLabel != null;
    }

    /** The option's value placeholder, e.g. {@code N}; null for a variable of the environment only. */
    public String paramLabel() {
        return paramLabel;
    }

    /** What it sets, as the help says it. */
    public String meaning() {
        return meaning;
    }

    /** What applies when it is unset, e.g. {@code default 8080}; empty when it must be set. */
    public Optional<String> byDefault() {
        return Optional.ofNullable(byDefault);
    }

    private static int heapPercent(HeapAndDiskMarks marks) {
        return (int) Math.round(marks.heapShare() * 100);
    }

    private static String diskFree(HeapAndDiskMarks marks) {
        return marks.diskFree() / (1024 * 1024) + "MiB";
    }
}

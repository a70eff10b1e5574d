package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintStream;

/** What each column and marker of the benchmark's tables means, printed under the table. */
final class Legend {

    /** Why an error count is not the race of HTTP keep-alive (see {@code ScenarioDriver}). */
    static final String RESENT = "A request whose kept-alive connection the service closed just as it went out is"
            + " sent once more, as the HTTP client does by itself for reads, and counts once.";

    private Legend() {
    }

    static void requests(PrintStream out, StorageKind storage, DataModel model, BenchOptions options) {
        out.println("- **ops**, **partitions**: store operations and partitions per request, the mean over the requests, as the"
                + " service reported them in its Server-Timing header (0: answered without the store); **max ops** the most"
                + " any one request took. A query across partitions counts every physical partition it read. C2-C4 include"
                + " the point read that authenticates the caller; an empty first page of comments or likes (Q4, Q5) costs a second point read in"
                + " the same partition, to tell an unknown post (404) from one with none yet; C4 likes a random post as a random"
                + " user, and a repeated like also reads back the like that counts, to answer with it.");
        out.println(storage == StorageKind.COSMOS
                ? "- **RU**, **bytes written**: request units and bytes sent to the store per request, the mean; RU as"
                        + " Cosmos DB (or the local test server, which models them) charged them."
                : "- **RU**: request units per request, the mean, **modelled** " + storage.inWords() + ", not measured:"
                        + " what each operation would be charged by the Cosmos DB test server's cost model, from the sizes of"
                        + " the items it read or wrote (a point read of 1 KB 1 RU, a write about 5, a query page 2.5 and a"
                        + " tenth of a read per item returned). Only the Cosmos DB adapter counts the bytes it writes, so"
                        + " this table has no bytes-written column here.");
        out.println("- **p50 ms**, **p99 ms**: median and 99th percentile of a request's time, from sending it to reading its whole"
                + " answer over a socket on this machine; **req/s**: answers per second with " + Plural.of(options.threads(),
                "client thread") + ", each sending its next request when the last is answered. Client and service share this"
                + " machine's cores.");
        out.println("- **errors**: requests answered with a status of 400 or more, or not answered at all; 0 is expected, and"
                + " any other count is explained below the table. " + RESENT);
        out.println("- **article " + model.name() + "**: what the article measured for this request in its " + model.name()
                + " design, on Azure Cosmos DB with 100,000 users: latency and RU, to compare the shape of the costs with; "
                + "its latencies are Cosmos DB's, not this machine's.");
    }

    static void projections(PrintStream out, boolean countsBytes) {
        out.println("- **writes**: the writes of that kind measured; **ops**, **RU**" + (countsBytes ? ", **bytes written**" : "")
                + " per write: what the"
                + " projections (the change feed that keeps the copies in the views) spent afterwards, divided by those writes."
                + " This is background work, in none of the request's own figures; 0 means the write changes no copy.");
    }

    static void scaling(PrintStream out, int scale) {
        out.println("- **p50 ms small**, **p50 ms large**: a read's median time on the first data set and on one " + scale
                + " times as large, both loaded side by side and measured in alternation; **ratio**: large over small. About 1"
                + " means the read costs the same whatever the size of the data; on a busy machine a ratio within 0.8-1.2 is"
                + " noise.");
    }

    static void ceiling(PrintStream out, BenchOptions options) {
        out.println("- The **bare Javalin route** answers the very bytes Q2 answers for one post, with no work behind them: the"
                + " most this server can answer on this machine. Each side is driven for " + java.math.BigDecimal.valueOf(options.ceilingRound().toMillis(), 3).stripTrailingZeros().toPlainString()
                + " s a round as wrk drives a server (keep-alive sockets, one per client thread), after a round of warm-up;"
                + " the percentage is what the request path itself costs.");
    }

    static void limits(PrintStream out, StorageKind storage) {
        out.println("- Each ceiling divides Azure's 10,000 RU a second per physical partition by the RU this run "
                + (storage == StorageKind.COSMOS ? "was charged" : "modelled") + " for what lands in one partition; a"
                + " logical partition never spans two physical ones, so no partition split raises it.");
    }

    static void loading(PrintStream out) {
        out.println("- Each data set is loaded as production and copy make it: users and posts through the use cases, each"
                + " post's comments and likes stored together, 99 at a time (on Cosmos DB one transactional batch each, created"
                + " and counted at once), so every copy and counter is made as in production; **items** counts users, posts, comments and likes; **heap** is how much"
                + " the used heap grew with the data set loaded, after a garbage collection (meaningless on Cosmos DB, where"
                + " the data is not in this process).");
    }
}

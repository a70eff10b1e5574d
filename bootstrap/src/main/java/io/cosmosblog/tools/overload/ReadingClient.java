package io.cosmosblog.tools.overload;

import java.io.IOException;
import java.net.InetAddress;
import java.util.List;
import java.util.Random;

/** A client reading as fast as it is answered: the feed, and posts known to exist. */
final class ReadingClient extends LoadClient {

    private final InetAddress address;
    private final List<String> posts;
    private final Random random;

    ReadingClient(RawHttp http, InetAddress address, List<String> posts, long deadline, Tally tally, long seed) {
        super(http, deadline, tally);
        this.address = address;
        this.posts = posts;
        this.random = new Random(seed);
    }

    @Override
    void request() throws IOException {
        String path = random.nextBoolean() ? "/api/feed?limit=20" : "/api/posts/" + posts.get(random.nextInt(posts.size()));
        counted(http.send(address, "GET", path, null, null));
    }
}
